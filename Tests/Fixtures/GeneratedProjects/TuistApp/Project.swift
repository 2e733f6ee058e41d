import ProjectDescription

let project = Project(
  name: "TuistApp",
  targets: [
    .target(
      name: "App", destinations: .iOS, product: .app, bundleId: "dev.example.app",
      sources: ["App/**"])
  ]
)
