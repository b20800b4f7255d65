// Package vectors links the derived token vectors file (vectors.bin,
// written by scripts/train/injection/vectors) into a binary: importing it
// for its side effect registers the file with package tokvec. It is kept
// apart so that a binary that does not use token vectors (the shipped
// classifier does not) does not carry the 3 MB file.
package vectors

import (
	_ "embed"

	"bulwark/shared/detect/injection/tokvec"
)

//go:embed vectors.bin
var file []byte

func init() { tokvec.Register(file) }
