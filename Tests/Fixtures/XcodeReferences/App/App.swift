import DataModel

let model = DataModel()
