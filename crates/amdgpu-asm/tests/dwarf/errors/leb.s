	.data
	.uleb128 later - here
here:
	.byte 0
later:
	.sleb128 undefined_sym
