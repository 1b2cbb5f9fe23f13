/*
 * dis.c - BPF disassembler (-S and golden tests).
 *
 * Input: struct prog_desc. Output: text, one instruction per line: index,
 * mnemonic, operands in the kernel verifier's notation ("r1 = *(u64 *)(r7
 * +8)"), map references by name, helper calls by name, and the D source
 * line when it changes. Reads nothing but its arguments.
 */
#include "dis.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"

static const char *helper_name(int32_t id)
{
	switch (id) {
	case BPF_FUNC_map_lookup_elem: return "map_lookup_elem";
	case BPF_FUNC_map_update_elem: return "map_update_elem";
	case BPF_FUNC_map_delete_elem: return "map_delete_elem";
	case BPF_FUNC_probe_read_kernel: return "probe_read_kernel";
	case BPF_FUNC_probe_read_user: return "probe_read_user";
	case BPF_FUNC_probe_read_kernel_str: return "probe_read_kernel_str";
	case BPF_FUNC_probe_read_user_str: return "probe_read_user_str";
	case BPF_FUNC_copy_from_user: return "copy_from_user";
	case BPF_FUNC_ktime_get_ns: return "ktime_get_ns";
	case BPF_FUNC_get_smp_processor_id: return "get_smp_processor_id";
	case BPF_FUNC_get_current_pid_tgid: return "get_current_pid_tgid";
	case BPF_FUNC_get_current_uid_gid: return "get_current_uid_gid";
	case BPF_FUNC_get_current_comm: return "get_current_comm";
	case BPF_FUNC_get_current_task: return "get_current_task";
	case BPF_FUNC_ringbuf_output: return "ringbuf_output";
	case BPF_FUNC_strncmp: return "strncmp";
	case BPF_FUNC_get_stack: return "get_stack";
	case BPF_FUNC_get_task_stack: return "get_task_stack";
	case BPF_FUNC_get_current_task_btf: return "get_current_task_btf";
	case BPF_FUNC_task_pt_regs: return "task_pt_regs";
	case BPF_FUNC_task_storage_get: return "task_storage_get";
	case BPF_FUNC_send_signal: return "send_signal";
	case BPF_FUNC_loop: return "loop";
	case BPF_FUNC_this_cpu_ptr: return "this_cpu_ptr";
	case BPF_FUNC_get_prandom_u32: return "get_prandom_u32";
	default: return NULL;
	}
}

static const char *alu_op(uint8_t op)
{
	static const char *const ops[16] = {
		[BPF_ADD >> 4] = "+=", [BPF_SUB >> 4] = "-=", [BPF_MUL >> 4] = "*=",
		[BPF_DIV >> 4] = "/=", [BPF_OR >> 4] = "|=", [BPF_AND >> 4] = "&=",
		[BPF_LSH >> 4] = "<<=", [BPF_RSH >> 4] = ">>=", [BPF_NEG >> 4] = "= -",
		[BPF_MOD >> 4] = "%=", [BPF_XOR >> 4] = "^=", [BPF_MOV >> 4] = "=",
		[BPF_ARSH >> 4] = "s>>=", [BPF_END >> 4] = "endian",
	};

	return ops[op >> 4] ? ops[op >> 4] : "?";
}

static const char *jmp_op(uint8_t op)
{
	static const char *const ops[16] = {
		[BPF_JEQ >> 4] = "==", [BPF_JGT >> 4] = ">", [BPF_JGE >> 4] = ">=",
		[BPF_JSET >> 4] = "&", [BPF_JNE >> 4] = "!=", [BPF_JSGT >> 4] = "s>",
		[BPF_JSGE >> 4] = "s>=", [BPF_JLT >> 4] = "<", [BPF_JLE >> 4] = "<=",
		[BPF_JSLT >> 4] = "s<", [BPF_JSLE >> 4] = "s<=",
	};

	return ops[op >> 4] ? ops[op >> 4] : "?";
}

static const char *size_name(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B: return "u8";
	case BPF_H: return "u16";
	case BPF_W: return "u32";
	default: return "u64";
	}
}

static void dis_alu(FILE *f, const struct bpf_insn *in)
{
	const char *r = BPF_CLASS(in->code) == BPF_ALU64 ? "r" : "w";
	uint8_t op = BPF_OP(in->code);
	const char *name = alu_op(op);

	if (op == BPF_NEG) {
		fprintf(f, "%s%u = -%s%u", r, in->dst_reg, r, in->dst_reg);
		return;
	}
	if ((op == BPF_DIV || op == BPF_MOD) && in->off == 1)
		name = op == BPF_DIV ? "s/=" : "s%=";
	if (BPF_SRC(in->code) == BPF_X)
		fprintf(f, "%s%u %s %s%u", r, in->dst_reg, name, r, in->src_reg);
	else
		fprintf(f, "%s%u %s %d", r, in->dst_reg, name, in->imm);
}

static void dis_jmp(FILE *f, const struct bpf_insn *in, uint32_t idx)
{
	uint8_t op = BPF_OP(in->code);
	const char *h;

	if (op == BPF_EXIT) {
		fprintf(f, "exit");
		return;
	}
	if (op == BPF_CALL) {
		h = helper_name(in->imm);
		if (in->src_reg == BPF_PSEUDO_CALL)
			fprintf(f, "call pc%+d (function at %u)", in->imm, idx + 1 + in->imm);
		else if (h)
			fprintf(f, "call %s", h);
		else
			fprintf(f, "call #%d", in->imm);
		return;
	}
	if (op == BPF_JA) {
		fprintf(f, "goto %u", idx + 1 + in->off);
		return;
	}
	if (BPF_SRC(in->code) == BPF_X)
		fprintf(f, "if r%u %s r%u goto %u", in->dst_reg, jmp_op(op), in->src_reg, idx + 1 + in->off);
	else
		fprintf(f, "if r%u %s %d goto %u", in->dst_reg, jmp_op(op), in->imm, idx + 1 + in->off);
}

static const char *map_name(const struct prog_desc *pd, int32_t idx)
{
	return pd && idx >= 0 && (uint32_t)idx < pd->nmaps ? pd->maps[idx].name : "?";
}

void dis_insn(FILE *f, const struct prog_desc *pd, const struct bpf_insn *in, uint32_t idx, uint32_t *used)
{
	uint8_t cls = BPF_CLASS(in->code);

	*used = 1;
	switch (cls) {
	case BPF_ALU:
	case BPF_ALU64:
		dis_alu(f, in);
		break;
	case BPF_JMP:
	case BPF_JMP32:
		dis_jmp(f, in, idx);
		break;
	case BPF_LDX:
		fprintf(f, "r%u = *(%s *)(r%u %+d)", in->dst_reg, size_name(in->code), in->src_reg, in->off);
		break;
	case BPF_STX:
		if (BPF_MODE(in->code) == BPF_ATOMIC)
			fprintf(f, "r%u = atomic_fetch_add((%s *)(r%u %+d), r%u)", in->src_reg, size_name(in->code),
				in->dst_reg, in->off, in->src_reg);
		else
			fprintf(f, "*(%s *)(r%u %+d) = r%u", size_name(in->code), in->dst_reg, in->off, in->src_reg);
		break;
	case BPF_ST:
		fprintf(f, "*(%s *)(r%u %+d) = %d", size_name(in->code), in->dst_reg, in->off, in->imm);
		break;
	case BPF_LD:
		*used = 2;
		if (in->src_reg == BPF_PSEUDO_MAP_FD)
			fprintf(f, "r%u = map[%s]", in->dst_reg, map_name(pd, in->imm));
		else if (in->src_reg == BPF_PSEUDO_MAP_VALUE)
			fprintf(f, "r%u = &map[%s] + %d", in->dst_reg, map_name(pd, in->imm), in[1].imm);
		else if (in->src_reg == BPF_PSEUDO_BTF_ID)
			fprintf(f, "r%u = &kernel var (BTF id %d)", in->dst_reg, in->imm);
		else if (in->src_reg == BPF_PSEUDO_FUNC)
			fprintf(f, "r%u = function at %u", in->dst_reg, idx + 1 + in->imm);
		else
			fprintf(f, "r%u = 0x%" PRIx64 " ll", in->dst_reg,
				(uint64_t)(uint32_t)in->imm | (uint64_t)(uint32_t)in[1].imm << 32);
		break;
	default:
		fprintf(f, ".insn 0x%02x", in->code);
	}
}

static const char *map_type_name(uint32_t type)
{
	switch (type) {
	case BPF_MAP_TYPE_HASH: return "hash";
	case BPF_MAP_TYPE_ARRAY: return "array";
	case BPF_MAP_TYPE_PERCPU_HASH: return "percpu_hash";
	case BPF_MAP_TYPE_PERCPU_ARRAY: return "percpu_array";
	case BPF_MAP_TYPE_RINGBUF: return "ringbuf";
	case BPF_MAP_TYPE_TASK_STORAGE: return "task_storage";
	case BPF_MAP_TYPE_LRU_HASH: return "lru_hash";
	case BPF_MAP_TYPE_ARRAY_OF_MAPS: return "array_of_maps";
	default: return "?";
	}
}

void dis_prog_desc(FILE *f, const struct prog_desc *pd)
{
	for (uint32_t i = 0; i < pd->nmaps; i++) {
		const struct map_spec *m = &pd->maps[i];

		fprintf(f, "map %u %s: %s key %u value %u entries %u", i, m->name, map_type_name(m->type),
			m->key_size, m->value_size, m->max_entries);
		if (m->set)
			fprintf(f, " (in map %u, slot %u)", m->set - 1, m->slot);
		fputc('\n', f);
	}
	for (uint32_t p = 0; p < pd->nprogs; p++) {
		const struct prog *pr = &pd->progs[p];
		struct bpf_insn *insns = xmalloc(sizeof(*insns) * (pr->ninsns ? pr->ninsns : 1));
		uint32_t line = UINT32_MAX;

		fprintf(f, "\nprogram %s (%s, %u insns)\n", pr->name, pr->ap && pr->ap->name ? pr->ap->name : "?",
			pr->ninsns);
		prog_insns_copy(pr, insns);
		for (uint32_t i = 0; i < pr->ninsns;) {
			uint32_t used;

			for (uint32_t k = 0; k < pr->nfuncs; k++) {
				if (pr->funcs[k].insn == i) {
					fprintf(f, "; function %s (%s, %u arguments)\n", pr->funcs[k].name,
						pr->funcs[k].callback ? "a helper's callback" : "global: verified once",
						pr->funcs[k].nargs);
					line = UINT32_MAX;
				}
			}
			if (pr->insn_pos && pr->insn_pos[i].line != line) {
				line = pr->insn_pos[i].line;
				if (line)
					fprintf(f, "; line %u\n", line);
				else
					fprintf(f, "; prologue\n");
			}
			fprintf(f, "%5u: ", i);
			dis_insn(f, pd, &insns[i], i, &used);
			fputc('\n', f);
			i += used;
		}
		free(insns);
	}
}
