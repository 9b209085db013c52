#!/usr/bin/env python3
"""Validate Lottie files against the official Lottie schema (shipped by the `lottie-specs` package).

Prints {"files": [{"file", "valid", "errors": [{"path", "message", "schema_path"}]}], "schema": {...}}.
Exits 0 when every file is valid, 1 when any is not (or cannot be read).
"""
import argparse

import jsonschema
import lottie_specs

from consumer_common import ToolError, emit, load_json_file, run


def json_path(parts):
    """Render a jsonschema error path as a JSONPath: $.layers[0].ks.o.k"""
    text = "$"
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def leaf_errors(error):
    """The `anyOf`/`oneOf` failures hide their causes in `context`; report the deepest ones, which name the field."""
    if not error.context:
        return [error]
    deepest = max(len(e.absolute_path) for e in error.context)
    if deepest <= len(error.absolute_path):
        return [error]
    leaves = []
    for sub in error.context:
        if len(sub.absolute_path) == deepest:
            leaves.extend(leaf_errors(sub))
    return leaves


def validate(validator, path):
    try:
        document = load_json_file(path)
    except ToolError as error:
        return {"file": path, "valid": False, "errors": [{"path": "$", "message": str(error), "schema_path": ""}]}
    errors = []
    seen = set()
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
        for leaf in leaf_errors(error):
            entry = {
                "path": json_path(leaf.absolute_path),
                "message": leaf.message,
                "schema_path": "/".join(str(p) for p in leaf.absolute_schema_path),
            }
            key = (entry["path"], entry["message"])
            if key not in seen:
                seen.add(key)
                errors.append(entry)
    return {"file": path, "valid": not errors, "errors": errors}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", metavar="FILE", help="Lottie JSON files")
    args = parser.parse_args()
    schema = lottie_specs.load_specs()
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    results = [validate(validator, path) for path in args.files]
    emit({
        "schema": {"id": schema.get("$id"), "version": schema.get("$version"), "package": "lottie-specs"},
        "files": results,
    })
    return 0 if all(r["valid"] for r in results) else 1


if __name__ == "__main__":
    run(main)
