// The check counters and failure printing behind check.h.
#include "check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

long checksPassed, checksFailed;

static char g_context[256]; // the case being run; for random cases its seed

void checkReport(bool ok, const char* file, int line, const char* fmt, ...)
{
	if (ok) {
		++checksPassed;
		return;
	}
	static long maxPrinted = -1; // failures printed in full; TEST_MAX_FAILURES=n changes it
	if (maxPrinted < 0) {
		const char* env = getenv("TEST_MAX_FAILURES");
		maxPrinted = env != NULL ? atol(env) : 200;
	}
	if (++checksFailed <= maxPrinted) {
		va_list args;
		va_start(args, fmt);
		printf("FAIL %s:%d [%s] ", file, line, g_context);
		vprintf(fmt, args);
		putchar('\n');
		va_end(args);
	}
}

void checkContext(const char* fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	vsnprintf(g_context, sizeof g_context, fmt, args);
	va_end(args);
}

void checkContextAppend(const char* fmt, ...)
{
	size_t used = strlen(g_context);
	va_list args;
	va_start(args, fmt);
	vsnprintf(g_context + used, sizeof g_context - used, fmt, args);
	va_end(args);
}
