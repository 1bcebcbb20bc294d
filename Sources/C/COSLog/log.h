// The `os.log` submodule of HeadUnit's Clang module `os`: empty. `import os.log` brings the Swift
// overlay (Logger, OSLog, os_log), as on Apple's platforms.
