/*
 * OPTIONS: -F -c "$HELPERS/flow"
 * ASSERTION: -F indents pid probes as DTrace does: "CPU FUNCTION", then
 * " -> func" at an entry and " <- func" at its return, two spaces a
 * level, through nested calls (outer -> inner, twice) and recursion
 * (fact, three deep), with a system call's " => " and " <= " lines
 * (another provider) inside the flow at their depth.
 */
pid$target:a.out:outer:,
pid$target:a.out:inner:,
pid$target:a.out:fact:,
syscall::getppid:
/pid == $target/
{
}
