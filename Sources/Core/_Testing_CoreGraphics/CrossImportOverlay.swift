// Swift Testing declares a cross-import overlay `_Testing_CoreGraphics` (on Apple's platforms it
// makes a CGImage attachable): a file that imports both `Testing` and a module named
// `CoreGraphics` (HeadUnit's, on Linux, which `import UIKit` brings) looks for it, and fails to
// build without it ("no such module '_Testing_CoreGraphics'"). This empty module is found instead.
