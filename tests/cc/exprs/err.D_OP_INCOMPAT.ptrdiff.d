/*
 * ASSERTION: the difference of pointers to different types is
 * D_OP_INCOMPAT.
 */
BEGIN { this->i = (int *)alloca(8); this->c = (char *)this->i; trace(this->i - this->c); }
