#!/usr/bin/env python3
"""Validate `.motion.json` specs against the JSON Schema that `motionspec schema` prints, with `jsonschema`.

    spec_schema_validate.py SCHEMA.json FILE...

Checks the schema itself against draft 2020-12's metaschema first. Prints {"schema_valid": true,
"files": [{"file", "valid", "errors": [{"path", "message"}]}]}. Exits 0 when the schema and every
file are valid, 1 otherwise.
"""
import argparse

import jsonschema

from consumer_common import ToolError, emit, load_json_file, run
from lottie_validate import json_path, leaf_errors


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("schema", help="the schema `motionspec schema` printed")
    parser.add_argument("files", nargs="+", help="`.motion.json` documents")
    args = parser.parse_args()
    schema = load_json_file(args.schema)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        raise ToolError(f"the schema is not a valid draft 2020-12 schema: {error.message} at {json_path(error.absolute_path)}")
    validator = jsonschema.Draft202012Validator(schema)
    files = []
    for path in args.files:
        document = load_json_file(path)
        errors = []
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            for leaf in leaf_errors(error):
                errors.append({"path": json_path(leaf.absolute_path), "message": leaf.message})
        files.append({"file": path, "valid": not errors, "errors": errors})
    emit({"schema_valid": True, "files": files})
    return 0 if all(f["valid"] for f in files) else 1


if __name__ == "__main__":
    run(main)
