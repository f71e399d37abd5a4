"""Random and mutated files for the readers' property tests, and how many examples each runs.

Every property runs twice from one body: a few hundred examples in ``make test``, and 20,000
in ``make test-slow``. Neither run times an example: a test asserts no wall-clock duration, as
a loaded machine would fail it (an example once took 1.6 s instead of 10 ms beside other
work); how fast the readers are is measured by the benchmarks.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

DEEP = b"[" * 5_000 + b"]" * 5_000
"""The file that crashed every start: nesting past Python's recursion limit."""


def budgets(fast: int = 300, slow: int = 20_000) -> list[object]:
    """Return the two runs of a property: ``fast`` examples, then ``slow`` marked ``slow``.

    Pass them to ``pytest.mark.parametrize("budget", ...)`` and ``check`` the body with the
    budget: one body, two budgets.
    """
    return [
        pytest.param(settings(max_examples=fast, deadline=None), id="fast"),
        pytest.param(
            settings(
                max_examples=slow,
                deadline=None,
                suppress_health_check=[HealthCheck.too_slow],
            ),
            id="slow",
            marks=pytest.mark.slow,
        ),
    ]


_EDIT = st.tuples(
    st.sampled_from(["delete", "insert", "replace", "repeat", "nest", "cut"]),
    st.floats(min_value=0, max_value=1, exclude_max=True),
    st.binary(min_size=1, max_size=16),
)


def mutations(real: bytes) -> st.SearchStrategy[bytes]:
    """Return ``real`` after a few random edits: bytes cut, put in, changed, nested deep."""
    return st.lists(_EDIT, min_size=1, max_size=6).map(lambda edits: _edited(real, edits))


def _edited(data: bytes, edits: list[tuple[str, float, bytes]]) -> bytes:
    for kind, where, chunk in edits:
        at = int(where * (len(data) + 1))
        if kind == "delete":
            data = data[:at] + data[at + len(chunk) :]
        elif kind == "insert":
            data = data[:at] + chunk + data[at:]
        elif kind == "replace":
            data = data[:at] + chunk + data[at + len(chunk) :]
        elif kind == "repeat":
            data = data[:at] + data[at : at + 64] * (1 + chunk[0] % 8) + data[at:]
        elif kind == "nest":
            depth = 2 ** (chunk[0] % 14)  # up to 8,192 levels, past the recursion limit
            data = data[:at] + b"[" * depth + data[at:] + b"]" * depth
        else:
            data = data[:at]
    return data


def files(real: bytes) -> st.SearchStrategy[bytes]:
    """Return random bytes, or mutations of the real file ``real``."""
    return st.one_of(st.binary(max_size=4096), mutations(real))


def check(budget: settings, real: bytes, body: Callable[[bytes], None]) -> None:
    """Run ``body`` on random and mutated copies of ``real``, and on ``DEEP``, within ``budget``."""
    budget(example(DEEP)(given(files(real))(body)))()
