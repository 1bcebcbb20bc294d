// B9: `import os` brings Foundation in, as Apple's does. On Linux HeadUnit's `os` is the Swift
// overlay of a Clang module `os` with an empty submodule `log` (Sources/C/COSLog), so that
// `import os.log`, as apps write it, finds what `import os` finds.
@_exported import Foundation
#if os(Linux)
@_exported import os
#endif
