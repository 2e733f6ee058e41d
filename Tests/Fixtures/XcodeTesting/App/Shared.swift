// Compiled by the app and, through an exception of its synchronized folder, by the widget.
let sharedGroup = "group.reader"
