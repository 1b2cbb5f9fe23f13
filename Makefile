# dtrace for Linux - one plain Makefile (STYLE.md §8).
#
#   make              build/dtrace
#   make test         check-layering, check-tags, test-asan, unit + tests/cc, and tests/e2e when run as root
#   make test-asan    dtrace, the unit tests and tests/cc built and run with ASan and UBSan
#                     (build-asan/), then a short fuzz of each target (build-fuzz/)
#   make fuzz         the libFuzzer targets of tests/fuzz (build-fuzz/), each run for
#                     FUZZ_SECONDS (300); fails if any crash, hang, leak or OOM was found.
#                     See docs/FUZZING.md
#   make test-vm      the fbt tests and the kernel providers' suites in Debian's 6.1
#                     kernel under qemu (part of make test); VM_TESTS=full runs more
#                     suites, VM_TESTS='e2e/prov_io/' those a pattern names;
#                     KERNEL=5.10|6.1|6.12 boots Debian 11's, 12's or 13's kernel
#   make test-kernels make test-vm on each kernel of that matrix
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
# Sanitizer (and fuzzer instrumentation) flags for compiling and linking: make test-asan and
# make fuzz set them for their own build directories.
SAN_FLAGS ?=
CFLAGS   += $(SAN_FLAGS)
LDFLAGS  += $(SAN_FLAGS)
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

# The folders, top to bottom (each may include only folders below it: make check-layering):
#   main.c cpp.c → prov/ → user/ → rt/ → sym/ → out/ → cc/ → base/
BASE_SRCS := src/base/util.c src/base/arena.c src/base/ptrmap.c src/base/diag.c src/base/glob.c
CC_SRCS   := $(sort $(wildcard src/cc/*.c))
# out/ needs neither libbpf nor a kernel (formatting only), nor does the option table; unit
# tests and fuzz targets link them (librtpure.a)
OUT_SRCS  := $(sort $(wildcard src/out/*.c))
PURE_SRCS := $(OUT_SRCS) src/rt/options.c
SYM_SRCS  := $(sort $(wildcard src/sym/*.c))
RT_SRCS   := $(filter-out $(PURE_SRCS), $(sort $(wildcard src/rt/*.c)))
USER_SRCS := $(sort $(wildcard src/user/*.c))
PROV_SRCS := $(sort $(wildcard src/prov/*.c))
MAIN_SRCS := src/main.c src/cpp.c src/dlibs.c

LIBCC     := $(O)/libcc.a
LIBRTPURE := $(O)/librtpure.a
CC_OBJS   := $(patsubst %.c,$(O)/%.o,$(BASE_SRCS) $(CC_SRCS))
RTP_OBJS  := $(patsubst %.c,$(O)/%.o,$(PURE_SRCS))
RT_OBJS   := $(patsubst %.c,$(O)/%.o,$(SYM_SRCS) $(RT_SRCS) $(USER_SRCS) $(PROV_SRCS) $(MAIN_SRCS))
# files that are not C, compiled in (scripts/embed.sh): the -x http page
GEN_OBJS  := $(O)/gen/http_page.o
RT_OBJS   += $(GEN_OBJS)
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(O)/tests/unit/%,$(UNIT_SRCS))
HELPER_SRCS := $(sort $(wildcard tests/e2e/helpers/*.c))
HELPER_CXX_SRCS := $(sort $(wildcard tests/e2e/helpers/*.cc))
# nosyms-stripped: nosyms without symbol tables, as distributions ship programs
HELPER_BINS := $(patsubst tests/e2e/helpers/%.c,$(O)/tests/helpers/%,$(HELPER_SRCS)) \
               $(patsubst tests/e2e/helpers/%.cc,$(O)/tests/helpers/%,$(HELPER_CXX_SRCS)) \
               $(O)/tests/helpers/nosyms-stripped

.PHONY: all test test-noroot test-unit test-cc test-e2e demo bench check check-layering \
        check-tags deps clean helpers install deb test-install test-vm test-kernels test-asan fuzz fuzz-build fuzz-targets

all: $(O)/dtrace

$(O)/dtrace: $(RT_OBJS) $(LIBRTPURE) $(LIBCC)
	@echo "  LD      $@"
	$(Q)$(CC) $(LDFLAGS) -o $@ $(RT_OBJS) $(LIBRTPURE) $(LIBCC) $(LDLIBS) -lm

$(O)/gen/http_page.c: src/out/http_page.html scripts/embed.sh
	@mkdir -p $(@D)
	$(Q)scripts/embed.sh http_page_html $< > $@

$(O)/gen/%.o: $(O)/gen/%.c
	@echo "  CC      $<"
	$(Q)$(CC) $(CFLAGS) -c -o $@ $<

$(LIBCC): $(CC_OBJS)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(LIBRTPURE): $(RTP_OBJS) $(O)/empty.o
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(O)/empty.o:
	$(Q)mkdir -p $(O) && echo 'int dtrace_empty_unit;' | $(CC) -x c -c -o $@ -

$(O)/src/cc/%.o $(O)/src/base/%.o $(O)/src/out/%.o: CFLAGS_EXTRA :=
$(O)/src/sym/%.o $(O)/src/rt/%.o $(O)/src/user/%.o $(O)/src/prov/%.o $(O)/src/main.o $(O)/src/cpp.o: \
	CFLAGS_EXTRA := $(LIBBPF_CFLAGS) -I$(O)/gen

# The x86_64 system call table (name, number) the syscall provider lists.
$(O)/gen/syscalls.h: scripts/gen-syscalls.sh
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)scripts/gen-syscalls.sh "$(CC)" > $@.tmp && mv $@.tmp $@
$(O)/src/prov/prov_syscall.o: $(O)/gen/syscalls.h

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

$(O)/tests/helpers/%: tests/e2e/helpers/%.cc
	@mkdir -p $(dir $@)
	@echo "  CXX     $<"
	$(Q)$(CXX) -O2 -g -fomit-frame-pointer -o $@ $<

$(O)/tests/helpers/nosyms-stripped: $(O)/tests/helpers/nosyms
	@echo "  STRIP   $@"
	$(Q)strip --strip-all -o $@ $<

helpers: $(HELPER_BINS)

test-unit: $(UNIT_BINS)
	$(Q)tests/runtest --unit $(O)

test-cc: $(O)/dtrace
	$(Q)tests/runtest --cc $(O)

test-e2e: $(O)/dtrace helpers
	$(Q)tests/runtest --e2e $(O)

test-noroot: $(O)/dtrace $(UNIT_BINS)
	$(Q)tests/runtest --unit --cc $(O)

test: check-layering check-tags deps test-asan $(O)/dtrace $(UNIT_BINS) helpers
	$(Q)tests/runtest --unit --cc --e2e $(O)
	$(Q)scripts/test-install.sh $(O)
	$(Q)tests/vm/run.sh $(O)

# The fbt tests inside Debian's kernel under qemu: KVM where /dev/kvm runs it, else TCG (minutes).
# KERNEL: whose kernel: 5.10 (Debian 11), 6.1 (12, the default) or 6.12 (13). test-kernels: all three.
VM_TESTS ?= default
KERNEL ?= 6.1
KERNELS := 5.10 6.1 6.12
test-vm: $(O)/dtrace helpers
	$(Q)KERNEL=$(KERNEL) tests/vm/run.sh $(O) '$(VM_TESTS)'

# (test-kernels runs the full set on each, unless VM_TESTS is given)
test-kernels: $(O)/dtrace helpers
	$(Q)st=0; for k in $(KERNELS); do echo "== kernel $$k"; \
		KERNEL=$$k tests/vm/run.sh $(O) '$(if $(filter command line environment,$(origin VM_TESTS)),$(VM_TESTS),full)' \
		|| st=1; done; exit $$st

# ASan and UBSan: any report fails the test (-fno-sanitize-recover, halt_on_error). The unit
# tests and tests/cc run dtrace -e: no root, no kernel. Then FUZZ_TEST_RUNS inputs of each
# fuzzer from a fixed seed: the same inputs on every machine, so CI fails only where this does.
ASAN_O ?= build-asan
ASAN_SAN := -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# Reports go to files in $(ASAN_O)/san/ as well as failing the process: an err.D_* test of
# tests/cc expects dtrace to fail, and a report after its diagnostic must fail it too.
ASAN_LOG = $(abspath $(ASAN_O))/san/report
ASAN_ENV = ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:log_path=$(ASAN_LOG) \
           UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:log_path=$(ASAN_LOG)
FUZZ_TEST_RUNS ?= 30000
test-asan: deps
	$(Q)$(MAKE) --no-print-directory O=$(ASAN_O) SAN_FLAGS='$(ASAN_SAN)' $(ASAN_O)/dtrace \
		$(patsubst $(O)/%,$(ASAN_O)/%,$(UNIT_BINS))
	$(Q)rm -rf $(ASAN_O)/san && mkdir -p $(ASAN_O)/san
	$(Q)$(ASAN_ENV) tests/runtest --unit --cc $(ASAN_O); st=$$?; \
		for r in $(ASAN_O)/san/report*; do [ -f "$$r" ] && { echo "test-asan: $$r:"; cat "$$r"; st=1; }; done; \
		exit $$st
	$(Q)$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=300 FUZZ_RUNS=$(FUZZ_TEST_RUNS) FUZZ_JOBS=0

# libFuzzer targets (tests/fuzz), built with clang into FUZZ_O; tests/fuzz/run.sh runs them.
# FUZZ_JOBS=N runs N fuzzing processes per target that go on past findings (libFuzzer's
# -fork); 0 stops at the first finding. FUZZ_RUNS=N: exactly N inputs from FUZZ_SEED.
FUZZ_RUNS    ?=
FUZZ_O       ?= build-fuzz
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 300
FUZZ_JOBS    ?= 1
FUZZ_SAN     := -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all \
                -fsanitize=fuzzer-no-link -Wno-implicit-fallthrough
FUZZ_NAMES   := compile options
fuzz: fuzz-build
	$(Q)FUZZ_JOBS=$(FUZZ_JOBS) FUZZ_RUNS=$(FUZZ_RUNS) tests/fuzz/run.sh $(FUZZ_O) $(FUZZ_SECONDS) $(FUZZ_NAMES)

fuzz-build:
	$(Q)$(MAKE) --no-print-directory O=$(FUZZ_O) CC=$(FUZZ_CC) SAN_FLAGS='$(FUZZ_SAN)' fuzz-targets

fuzz-targets: $(patsubst %,$(O)/fuzz_%,$(FUZZ_NAMES))

# (the fixture's tables leave their rows' trailing fields zero)
$(O)/tests/fuzz/%.o: CFLAGS_EXTRA := -Isrc -Wno-missing-field-initializers
$(O)/fuzz_compile: $(O)/tests/fuzz/fuzz_compile.o $(O)/tests/fuzz/fuzz_host.o
$(O)/fuzz_options: $(O)/tests/fuzz/fuzz_options.o
$(O)/fuzz_%: $(LIBRTPURE) $(LIBCC)
	@echo "  LD      $@"
	$(Q)$(CC) $(LDFLAGS) -fsanitize=fuzzer -o $@ $(filter %.o,$^) $(LIBRTPURE) $(LIBCC) -lm

# ---- installing ----
# make install [PREFIX=/usr/local] [DESTDIR=]: PREFIX/sbin/dtrace; the toolkit's scripts in
# PREFIX/share/dtrace/toolkit (their #! lines naming PREFIX/sbin/dtrace), each also on PATH as
# PREFIX/sbin/dtrace-NAME, their example outputs in toolkit/examples; the man pages
# dtrace(1) and dtrace-toolkit(7) (made from the scripts' headers) in PREFIX/share/man.
# make deb: a Debian package of make install PREFIX=/usr, built by scripts/mkdeb.sh with
# dpkg-deb into $(O)/deb/. make test-install: both, checked (scripts/test-install.sh).
PREFIX  ?= /usr/local
DESTDIR ?=
TOOLKIT := $(sort $(filter-out %.txt %.md,$(wildcard toolkit/*)))
MANPAGES := $(wildcard man/*.1 man/*.7)

# (install.sh makes dtrace-toolkit(7) itself: its paths depend on PREFIX)
install: $(O)/dtrace
	$(Q)scripts/install.sh '$(O)' '$(DESTDIR)' '$(PREFIX)'

deb: $(O)/dtrace
	$(Q)scripts/mkdeb.sh '$(O)'

test-install: deps $(O)/dtrace
	$(Q)scripts/test-install.sh '$(O)'

# Installs the Debian packages the build and tests need (root, Debian 12).
deps:
	$(Q)scripts/deps.sh

demo: deps $(O)/dtrace
	$(O)/dtrace -n 'syscall:::entry { @[execname] = count(); } tick-5s { exit(0); }'

bench: deps $(O)/dtrace helpers
	bench/run $(O)

check: test

# The folders depend one way: main.c cpp.c → prov/ → user/ → rt/ → sym/ → out/ → cc/ → base/.
# Each may include only its own and lower folders' headers; out/, cc/ and base/ never libbpf's
# (cc/ makes no system calls into the kernel). Where $(O) holds a build, every symbol an object
# uses must also be defined in its folder or a lower one.
check-layering:
	$(Q)scripts/check-layering.sh $(O)

check-tags:
	$(Q)scripts/check-tags.sh

clean:
	rm -rf $(O) tests/out

# (only the compiler's dependency files: build-fuzz/fuzz/ holds D programs)
-include $(shell find $(O)/src $(O)/tests -name '*.d' 2>/dev/null)
