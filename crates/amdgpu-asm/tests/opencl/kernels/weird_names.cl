// Names clang mangles or keeps verbatim: underscores, dollar signs, long names, overloads.
kernel void __leading_underscores(global int *o) { o[0] = 1; }
kernel void with$dollar(global int *o) { o[0] = 2; }
kernel void a_really_long_kernel_name_that_goes_on_and_on_for_many_many_characters_to_test_string_tables(global int *o) { o[0] = 3; }
__attribute__((overloadable)) __attribute__((noinline)) int helper(int x) { return x + 1; }
__attribute__((overloadable)) __attribute__((noinline)) int helper(float x) { return (int)x * 2; }
kernel void K(global int *o) { o[0] = helper(o[1]) + helper((float)o[2]); }
