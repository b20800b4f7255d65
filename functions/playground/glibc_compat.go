//go:build linux && arm64 && cgo

package main

// The Lambda runtime (Amazon Linux 2023) has glibc 2.34, but the static
// libstdc++ of the cross toolchain that links DuckDB calls arc4random,
// which glibc only exports from 2.36. Defining it here resolves the
// reference inside the binary, so it loads on glibc 2.34. getrandom(2)
// exists since glibc 2.25.

/*
#include <stdint.h>
#include <stddef.h>
#include <sys/random.h>

uint32_t arc4random(void) {
	uint32_t v = 0;
	size_t got = 0;
	while (got < sizeof v) {
		ssize_t n = getrandom((char *)&v + got, sizeof v - got, 0);
		if (n > 0) got += (size_t)n;
	}
	return v;
}
*/
import "C"
