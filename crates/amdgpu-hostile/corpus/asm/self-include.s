.include "self-include.s"
.byte 1
