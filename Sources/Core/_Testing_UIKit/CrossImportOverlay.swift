// Swift Testing declares a cross-import overlay `_Testing_UIKit`: a file that imports both
// `Testing` and a module named `UIKit` looks for it, and fails to build without it ("no such
// module '_Testing_UIKit'"). HeadUnit's `UIKit` product ships this empty module so it is found.
