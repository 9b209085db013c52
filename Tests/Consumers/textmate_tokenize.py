"""Tokenizes files with a TextMate grammar, as editors do, and prints the tokens as JSON.

    python textmate_tokenize.py GRAMMAR.json FILE...

prints {"files": {FILE: [[line, column, text, [scope, ...]], ...]}, "unclosed": {FILE: [rule, ...]}}
(lines and columns from 1; "unclosed" lists the begin/end rules still open at the end of a file).

PyPI has a port of vscode-textmate over Oniguruma bindings; rather than add both to the pinned
environment for one test, this is a small engine over Python's `re`. It implements the subset of
TextMate rules that editors/textmate uses: `match` with `name` and `captures`; `begin`/`end` with
`name`, `contentName`, `beginCaptures`, `endCaptures`, `captures` and nested `patterns`; `include`
of `#rule` and `$self`; rule lists (`patterns`). At each position the earliest match wins, ties
going to the end pattern first, then to the rule listed first, as in vscode-textmate. The grammar's
regular expressions stick to what `re` and Oniguruma read alike.
"""
import argparse
import json
import re
import sys


class Grammar:
    def __init__(self, document):
        self.document = document
        self.repository = document.get("repository", {})
        self.compiled = {}

    def regex(self, source):
        if source not in self.compiled:
            self.compiled[source] = re.compile(source)
        return self.compiled[source]

    def flatten(self, rules, seen=None):
        """The match and begin/end rules of a rule list, includes and nested lists expanded, in order."""
        seen = set() if seen is None else seen
        out = []
        for rule in rules:
            if "include" in rule:
                name = rule["include"]
                if name == "$self":
                    target = self.document
                elif name.startswith("#"):
                    if name not in self.repository and name[1:] not in self.repository:
                        raise SystemExit(f"error: include of an unknown rule {name}")
                    target = self.repository[name[1:]]
                else:
                    raise SystemExit(f"error: include of another grammar ({name}) is not supported")
                if id(target) in seen:
                    continue
                out += self.flatten([target], seen | {id(target)})
            elif "match" in rule or "begin" in rule:
                out.append(rule)
            elif "patterns" in rule:
                out += self.flatten(rule["patterns"], seen)
        return out


def scoped_pieces(match, base, name, captures):
    """The matched text cut where the scopes change: the rule's name over all of it, each capture's name over its group."""
    start, end = match.span()
    scopes = [list(base) + ([name] if name else []) for _ in range(end - start)]
    for index in sorted(captures, key=int):
        group = int(index)
        capture_name = captures[index].get("name")
        if not capture_name or group > (match.re.groups or 0) or match.start(group) < 0:
            continue
        for i in range(match.start(group), match.end(group)):
            scopes[i - start].append(capture_name)
    pieces = []
    for i in range(end - start):
        if pieces and pieces[-1][2] == scopes[i]:
            pieces[-1][1] += match.string[start + i]
        else:
            pieces.append([start + i, match.string[start + i], scopes[i]])
    return pieces


def tokenize(grammar, text):
    tokens = []
    # Each open begin/end rule: the rule, its compiled end pattern, the scopes inside it.
    stack = []
    root_scopes = [grammar.document["scopeName"]]
    root_rules = grammar.flatten(grammar.document["patterns"])

    def emit(line_number, column, text, scopes):
        if text:
            tokens.append([line_number, column + 1, text, list(scopes)])

    for line_number, line in enumerate(text.split("\n"), start=1):
        pos = 0
        while pos <= len(line):
            if stack:
                rule, end_regex, inner = stack[-1]
                rules = grammar.flatten(rule.get("patterns", []))
            else:
                rule, end_regex, inner = None, None, root_scopes
                rules = root_rules
            best = None  # (start, order, kind, rule, match)
            if end_regex is not None:
                m = end_regex.search(line, pos)
                if m:
                    best = (m.start(), -1, "end", rule, m)
            for order, candidate in enumerate(rules):
                regex = grammar.regex(candidate.get("match", candidate.get("begin")))
                m = regex.search(line, pos)
                if m and (best is None or m.start() < best[0]):
                    best = (m.start(), order, "begin" if "begin" in candidate else "match", candidate, m)
            if best is None:
                emit(line_number, pos, line[pos:], inner)
                break
            start, _, kind, chosen, m = best
            emit(line_number, pos, line[pos:start], inner)
            if kind == "end":
                outer = stack[-2][2] if len(stack) > 1 else root_scopes
                captures = rule.get("endCaptures", rule.get("captures", {}))
                scopes = outer + ([rule["name"]] if rule.get("name") else [])
                for column, piece, piece_scopes in scoped_pieces(m, scopes, None, captures):
                    emit(line_number, column, piece, piece_scopes)
                stack.pop()
            elif kind == "begin":
                captures = chosen.get("beginCaptures", chosen.get("captures", {}))
                for column, piece, piece_scopes in scoped_pieces(m, inner, chosen.get("name"), captures):
                    emit(line_number, column, piece, piece_scopes)
                scopes = inner + [s for s in (chosen.get("name"), chosen.get("contentName")) if s]
                stack.append((chosen, grammar.regex(chosen["end"]), scopes))
            else:
                for column, piece, piece_scopes in scoped_pieces(m, inner, chosen.get("name"), chosen.get("captures", {})):
                    emit(line_number, column, piece, piece_scopes)
            if m.end() == pos and kind == "match":
                # An empty match changes nothing: step over one character so the loop ends.
                emit(line_number, pos, line[pos:pos + 1], inner)
                pos += 1
            elif m.end() == pos and kind == "begin":
                raise SystemExit(f"error: the begin pattern {chosen['begin']!r} matched nothing at line {line_number}")
            else:
                # An empty end (`$`) still closes its rule: the stack shrinks, so the loop ends.
                pos = m.end()
    return tokens, [entry[0].get("name", entry[0].get("begin")) for entry in stack]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("grammar", help="a TextMate grammar in JSON (`.tmLanguage.json`)")
    parser.add_argument("files", nargs="+", help="files to tokenize")
    args = parser.parse_args()
    with open(args.grammar, encoding="utf-8") as handle:
        grammar = Grammar(json.load(handle))
    files, unclosed = {}, {}
    for path in args.files:
        with open(path, encoding="utf-8") as handle:
            tokens, still_open = tokenize(grammar, handle.read())
        files[path] = tokens
        unclosed[path] = still_open
    json.dump({"files": files, "unclosed": unclosed}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
