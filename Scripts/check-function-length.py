#!/usr/bin/env python3
"""Lists every function, initializer, subscript and computed property over 100 lines.

    Scripts/check-function-length.py [LIMIT] [FOLDER...]   # default: 100 Sources Plugins

A body is counted from its declaration's first line to its closing brace. String literals
(including multi-line ones) and comments are skipped when matching braces. Exit status 1 when
any body is longer than LIMIT lines, so that the lint step of .ci/run fails.
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|static|class|override|mutating|"
    r"nonmutating|final|nonisolated|convenience|required|dynamic)(?:\(set\))?\s+)*"
    r"(?:func\s|init[?!]?\s*[(<]|subscript\s*[(<]|var\s+\w+\s*:[^=]*\{\s*$)")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def code_lines(lines):
    """Each line without its string literals and comments."""
    in_multiline = in_block_comment = False
    for line in lines:
        if in_multiline:
            if '"""' in line:
                in_multiline = False
                line = line.split('"""', 1)[1]
            else:
                yield ""
                continue
        if in_block_comment:
            if "*/" in line:
                in_block_comment = False
                line = line.split("*/", 1)[1]
            else:
                yield ""
                continue
        if line.count('"""') % 2 == 1:
            in_multiline = True
            line = line.split('"""', 1)[0]
        line = STRING.sub('""', line).split("//", 1)[0]
        if "/*" in line and "*/" not in line:
            in_block_comment = True
            line = line.split("/*", 1)[0]
        yield line


def long_bodies(path, limit):
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    code = list(code_lines(lines))
    for start, line in enumerate(code):
        if not DECLARATION.match(line):
            continue
        depth, opened = 0, False
        for end in range(start, len(code)):
            for character in code[end]:
                if character == "{":
                    depth, opened = depth + 1, True
                elif character == "}":
                    depth -= 1
            if opened and depth <= 0:
                break
            # A requirement or declaration without a body ends at the next declaration.
            if not opened and end > start and DECLARATION.match(code[end]):
                break
        if opened and end - start + 1 > limit:
            yield end - start + 1, start + 1, lines[start].strip()


def main(arguments):
    limit = int(arguments[0]) if arguments and arguments[0].isdigit() else 100
    folders = [a for a in arguments if not a.isdigit()] or ["Sources", "Plugins"]
    found = []
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(root, name)
                    found += [(path, *body) for body in long_bodies(path, limit)]
    for path, length, line, declaration in sorted(found):
        print(f"{path}:{line}: error: {length} lines, over {limit}: {declaration}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
