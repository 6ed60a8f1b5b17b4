// Errors in included files show the include chain; inside a macro also the expansion.
.data
.include "inc-bad.s"
.byte 2
.include "missing.s"
