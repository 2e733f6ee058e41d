// The functions of libIndexStore that depgraph's bridge calls, declared here rather than
// taken from a header: the library ships with every Swift toolchain (`usr/lib` beside the
// `swift` in use), the header does not always, and the library is loaded at run time so that
// depgraph runs, reading source text instead, where it is missing. The types mirror
// `indexstore.h` (its format version 5 layout); only what the bridge reads is declared.
#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *indexstore_error_t;
typedef void *indexstore_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;
typedef void *indexstore_symbol_relation_t;

/// A string the library owns, not terminated by a NUL.
typedef struct {
  const char *data;
  size_t length;
} indexstore_string_ref_t;

/// The dependency kinds of a unit: another unit, a record (one file's occurrences), a file.
enum {
  CINDEXSTORE_DEPENDENCY_UNIT = 1,
  CINDEXSTORE_DEPENDENCY_RECORD = 2,
  CINDEXSTORE_DEPENDENCY_FILE = 3,
};

/// The library's functions, each found by name when it is loaded.
typedef struct {
  const char *(*error_get_description)(indexstore_error_t);
  void (*error_dispose)(indexstore_error_t);

  indexstore_t (*store_create)(const char *store_path, indexstore_error_t *error);
  void (*store_dispose)(indexstore_t);
  bool (*store_units_apply_f)(
    indexstore_t, unsigned sorted, void *context,
    bool (*applier)(void *context, indexstore_string_ref_t unit_name));

  indexstore_unit_reader_t (*unit_reader_create)(
    indexstore_t, const char *unit_name, indexstore_error_t *error);
  void (*unit_reader_dispose)(indexstore_unit_reader_t);
  indexstore_string_ref_t (*unit_reader_get_module_name)(indexstore_unit_reader_t);
  indexstore_string_ref_t (*unit_reader_get_main_file)(indexstore_unit_reader_t);
  bool (*unit_reader_is_system_unit)(indexstore_unit_reader_t);
  bool (*unit_reader_dependencies_apply_f)(
    indexstore_unit_reader_t, void *context,
    bool (*applier)(void *context, indexstore_unit_dependency_t));
  int (*unit_dependency_get_kind)(indexstore_unit_dependency_t);
  indexstore_string_ref_t (*unit_dependency_get_name)(indexstore_unit_dependency_t);
  indexstore_string_ref_t (*unit_dependency_get_filepath)(indexstore_unit_dependency_t);

  indexstore_record_reader_t (*record_reader_create)(
    indexstore_t, const char *record_name, indexstore_error_t *error);
  void (*record_reader_dispose)(indexstore_record_reader_t);
  bool (*record_reader_occurrences_apply_f)(
    indexstore_record_reader_t, void *context,
    bool (*applier)(void *context, indexstore_occurrence_t));

  indexstore_symbol_t (*occurrence_get_symbol)(indexstore_occurrence_t);
  uint64_t (*occurrence_get_roles)(indexstore_occurrence_t);
  void (*occurrence_get_line_col)(indexstore_occurrence_t, unsigned *line, unsigned *column);
  bool (*occurrence_relations_apply_f)(
    indexstore_occurrence_t, void *context,
    bool (*applier)(void *context, indexstore_symbol_relation_t));

  int (*symbol_get_kind)(indexstore_symbol_t);
  int (*symbol_get_subkind)(indexstore_symbol_t);
  uint64_t (*symbol_get_properties)(indexstore_symbol_t);
  indexstore_string_ref_t (*symbol_get_name)(indexstore_symbol_t);
  indexstore_string_ref_t (*symbol_get_usr)(indexstore_symbol_t);
  uint64_t (*symbol_relation_get_roles)(indexstore_symbol_relation_t);
  indexstore_symbol_t (*symbol_relation_get_symbol)(indexstore_symbol_relation_t);
} cindexstore_functions_t;

/// Loads the library at `path` and finds each function. Returns the functions (kept for the
/// process's life), or NULL with the reason in `reason` (at most `reason_size` bytes).
const cindexstore_functions_t *cindexstore_load(
  const char *path, char *reason, size_t reason_size);

#endif
