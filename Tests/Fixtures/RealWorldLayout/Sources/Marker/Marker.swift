// A marker module: depending on it is the point; nothing imports it.
