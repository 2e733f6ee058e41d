// A draft the app leaves out with its folder: compiled by no target.
struct Draft {}
