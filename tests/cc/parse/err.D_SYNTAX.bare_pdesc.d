/*
 * ASSERTION: in a file, a probe description needs a predicate or a body
 * (dtrace -n BEGIN is fine); here the predicate was lost in a comment.
 */
BEGIN /*x*/

END
{
}
