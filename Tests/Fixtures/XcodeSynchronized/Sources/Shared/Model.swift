import Kit

struct Model { let kit: Kit }
