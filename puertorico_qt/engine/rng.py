"""The state's own random number generator.

A SplitMix64 stream whose whole state is one int: cloning a game state copies
it for free and it serialises to JSON as a number.  Only the engine's chance
events (shuffling the plantation pile) draw from it; bots use their own RNGs
and never see this one.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_to_state(seed: int) -> int:
    """Map any int seed to a 64-bit generator state."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(new_state, value)`` with a uniformly random 64-bit value."""
    state = (state + _GAMMA) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, value = next_u64(state)
        j = value % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state
