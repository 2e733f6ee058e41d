#include "CIndexStore.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/// Finds `name` (`indexstore_` then `suffix`) in `library`, or records why not.
static int find(void *library, const char *suffix, void **slot, char *reason, size_t size) {
  char name[96];
  snprintf(name, sizeof name, "indexstore_%s", suffix);
  *slot = dlsym(library, name);
  if (*slot == NULL) {
    snprintf(reason, size, "%s has no function %s", "libIndexStore", name);
    return 0;
  }
  return 1;
}

const cindexstore_functions_t *cindexstore_load(
  const char *path, char *reason, size_t reason_size) {
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *error = dlerror();
    snprintf(reason, reason_size, "%s", error != NULL ? error : "dlopen failed");
    return NULL;
  }
  cindexstore_functions_t *functions = calloc(1, sizeof *functions);
  if (functions == NULL) {
    snprintf(reason, reason_size, "out of memory");
    dlclose(library);
    return NULL;
  }
#define FIND(field) find(library, #field, (void **)&functions->field, reason, reason_size)
  if (!(FIND(error_get_description) && FIND(error_dispose) && FIND(store_create)
        && FIND(store_dispose) && FIND(store_units_apply_f) && FIND(unit_reader_create)
        && FIND(unit_reader_dispose) && FIND(unit_reader_get_module_name)
        && FIND(unit_reader_get_main_file) && FIND(unit_reader_is_system_unit) && FIND(unit_reader_dependencies_apply_f)
        && FIND(unit_dependency_get_kind) && FIND(unit_dependency_get_name)
        && FIND(unit_dependency_get_filepath) && FIND(record_reader_create)
        && FIND(record_reader_dispose) && FIND(record_reader_occurrences_apply_f)
        && FIND(occurrence_get_symbol) && FIND(occurrence_get_roles)
        && FIND(occurrence_get_line_col) && FIND(occurrence_relations_apply_f)
        && FIND(symbol_get_kind) && FIND(symbol_get_subkind) && FIND(symbol_get_properties)
        && FIND(symbol_get_name) && FIND(symbol_get_usr) && FIND(symbol_relation_get_roles)
        && FIND(symbol_relation_get_symbol))) {
    free(functions);
    dlclose(library);
    return NULL;
  }
#undef FIND
  return functions;
}
