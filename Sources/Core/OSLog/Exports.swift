// `import OSLog` brings `os` in (Logger, OSLogPrivacy, os_log), as Apple's OSLog does.
@_exported import os
