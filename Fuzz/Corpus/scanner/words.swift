let reimport = 1
let importer = 2
x.import
foo(import: 1)
