# dtrace for Linux - one plain Makefile (STYLE.md §8).
#
#   make              build/dtrace
#   make test         check-layering, check-tags, unit + tests/cc, and tests/e2e when run as root
#   make test-vm      the fbt tests and the kernel providers' suites in Debian's 6.1
#                     kernel under qemu (part of make test); VM_TESTS=full runs more
#                     suites, VM_TESTS='e2e/prov_io/' those a pattern names
#   make test-noroot  unit + tests/cc only
#   make demo         trace something real: top system calls by process for 5 s
#   make bench        startup, per-event overhead and RSS against bpftrace
#   make check        the same as make test
#
# Sources are listed by directory in pipeline order; base/ and cc/ form
# libcc.a, which links without libbpf (the layering rule made mechanical).

O        ?= build
CC       ?= cc
WARN     := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wwrite-strings -Wundef -Wvla -Wformat=2 -Wimplicit-fallthrough \
            -Wno-format-nonliteral
CFLAGS   ?= -O2 -g
CFLAGS   += -std=gnu11 $(WARN) -MMD -MP -D_GNU_SOURCE
LIBBPF_CFLAGS ?= $(shell pkg-config --cflags libbpf libelf zlib 2>/dev/null)
LIBBPF_LIBS   ?= $(shell pkg-config --libs --static libbpf libelf zlib 2>/dev/null || echo -lbpf -lelf -lz)
# libbpf, libelf, zlib and liblzma are linked in where the compiler finds
# their .a files (Debian's -dev packages ship them): loading and relocating
# four shared libraries cost about 0.3 ms of every start, a twentieth of
# dtrace -n 'BEGIN { exit(0); }'. LINK_STATIC= links them dynamically.
LINK_ARCHIVES := $(foreach l,bpf elf z lzma,$(filter /%,$(shell $(CC) -print-file-name=lib$(l).a)))
LINK_STATIC_ON := -Wl,-Bstatic
LINK_STATIC ?= $(if $(word 4,$(LINK_ARCHIVES)),$(LINK_STATIC_ON))
LINK_DYNAMIC := -Wl,-Bdynamic
LDLIBS   += $(LINK_STATIC) $(LIBBPF_LIBS) -llzma $(if $(LINK_STATIC),$(LINK_DYNAMIC))

ifeq ($(V),1)
Q :=
else
Q := @
endif

BASE_SRCS := src/base/util.c src/base/arena.c src/base/diag.c
CC_SRCS   := $(sort $(wildcard src/cc/*.c))
# rt/ files that need neither libbpf nor a kernel (printing, options, globbing); unit tests link them
RT_PURE_SRCS := $(filter $(wildcard src/rt/print*.c) src/rt/json.c src/rt/options.c src/rt/glob.c \
                src/rt/svg.c src/rt/flame.c src/rt/heatmap.c, $(wildcard src/rt/*.c))
RT_SRCS   := $(filter-out $(RT_PURE_SRCS), $(sort $(wildcard src/rt/*.c)))
MAIN_SRCS := src/main.c

LIBCC     := $(O)/libcc.a
LIBRTPURE := $(O)/librtpure.a
CC_OBJS   := $(patsubst %.c,$(O)/%.o,$(BASE_SRCS) $(CC_SRCS))
RTP_OBJS  := $(patsubst %.c,$(O)/%.o,$(RT_PURE_SRCS))
RT_OBJS   := $(patsubst %.c,$(O)/%.o,$(RT_SRCS) $(MAIN_SRCS))
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(O)/tests/unit/%,$(UNIT_SRCS))
HELPER_SRCS := $(sort $(wildcard tests/e2e/helpers/*.c))
HELPER_BINS := $(patsubst tests/e2e/helpers/%.c,$(O)/tests/helpers/%,$(HELPER_SRCS))

.PHONY: all test test-noroot test-unit test-cc test-e2e demo bench check check-layering \
        check-tags deps clean helpers test-vm

all: $(O)/dtrace

$(O)/dtrace: $(RT_OBJS) $(LIBRTPURE) $(LIBCC)
	@echo "  LD      $@"
	$(Q)$(CC) $(LDFLAGS) -o $@ $(RT_OBJS) $(LIBRTPURE) $(LIBCC) $(LDLIBS) -lm

$(LIBCC): $(CC_OBJS)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(LIBRTPURE): $(RTP_OBJS) $(O)/empty.o
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(O)/empty.o:
	$(Q)mkdir -p $(O) && echo 'int dtrace_empty_unit;' | $(CC) -x c -c -o $@ -

$(O)/src/cc/%.o $(O)/src/base/%.o: CFLAGS_EXTRA :=
$(O)/src/rt/%.o $(O)/src/main.o: CFLAGS_EXTRA := $(LIBBPF_CFLAGS) -I$(O)/gen

# The x86_64 system call table (name, number) the syscall provider lists.
$(O)/gen/syscalls.h: scripts/gen-syscalls.sh
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)scripts/gen-syscalls.sh "$(CC)" > $@.tmp && mv $@.tmp $@
$(O)/src/rt/prov_syscall.o: $(O)/gen/syscalls.h

$(O)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(CFLAGS) $(CFLAGS_EXTRA) -c -o $@ $<

$(O)/tests/unit/%: tests/unit/%.c $(LIBRTPURE) $(LIBCC)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(CFLAGS) -Isrc -o $@ $< $(LIBRTPURE) $(LIBCC) -lm

# Target programs for the e2e tests: built the way distributions build (-O2,
# no frame pointers).
$(O)/tests/helpers/%: tests/e2e/helpers/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) -O2 -g -fomit-frame-pointer -o $@ $< -lpthread

helpers: $(HELPER_BINS)

test-unit: $(UNIT_BINS)
	$(Q)tests/runtest --unit $(O)

test-cc: $(O)/dtrace
	$(Q)tests/runtest --cc $(O)

test-e2e: $(O)/dtrace helpers
	$(Q)tests/runtest --e2e $(O)

test-noroot: $(O)/dtrace $(UNIT_BINS)
	$(Q)tests/runtest --unit --cc $(O)

test: check-layering check-tags deps $(O)/dtrace $(UNIT_BINS) helpers
	$(Q)tests/runtest --unit --cc --e2e $(O)
	$(Q)tests/vm/run.sh $(O)

# The fbt tests inside Debian's kernel under qemu (KVM, else TCG); SKIPs without /dev/kvm.
VM_TESTS ?= default
test-vm: $(O)/dtrace helpers
	$(Q)tests/vm/run.sh $(O) '$(VM_TESTS)'

# Installs the Debian packages the build and tests need (root, Debian 12).
deps:
	$(Q)scripts/deps.sh

demo: deps $(O)/dtrace
	$(O)/dtrace -n 'syscall:::entry { @[execname] = count(); } tick-5s { exit(0); }'

bench: deps $(O)/dtrace helpers
	bench/run $(O)

check: test

# cc/ must not include libbpf or runtime headers, nor make system calls into the kernel.
check-layering:
	$(Q)! grep -nE '#include [<"](bpf/|\.\./rt/|rt/)' src/cc/*.[ch] src/base/*.[ch] || \
		(echo "check-layering: cc/ or base/ includes runtime or libbpf headers" && false)

check-tags:
	$(Q)scripts/check-tags.sh

clean:
	rm -rf $(O) tests/out

-include $(shell find $(O) -name '*.d' 2>/dev/null)
