import pytest

from apps.devices.device_id import ALPHABET, check_character, generate, is_valid, normalise


def test_generate_round_trips():
    for _ in range(200):
        code = generate()
        assert len(code) == 14 and code[4] == code[9] == "-"
        assert all(char in ALPHABET for char in code.replace("-", ""))
        assert normalise(code) == code
        assert is_valid(code)


def test_a_known_check_character():
    # Worked example for the frontend (see the module docstring): payload 0000000000 1.
    assert check_character("00000000001") == ALPHABET[30]
    assert is_valid("0000-0000-001" + ALPHABET[30])


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("abcd-efgh-jkmn", "ABCD-EFGH-JKMN"),
        (" abcd efgh jkmn ", "ABCD-EFGH-JKMN"),
        ("ABCDEFGHJKMN", "ABCDEFGHJKMN"[:4] + "-" + "EFGH" + "-" + "JKMN"),
        ("OIL0-1111-2222", "0110-1111-2222"),
        ("oil0--1111--2222", "0110-1111-2222"),
    ],
)
def test_normalise(typed, canonical):
    assert normalise(typed) == canonical


@pytest.mark.parametrize(
    "typed", ["", "ABCD-EFGH-JKM", "ABCD-EFGH-JKMNP", "ABCD-EFGH-JKMU", "ABCD_EFGH_JKMN", "ÄBCD-EFGH-JKMN"]
)
def test_normalise_refuses_malformed(typed):
    assert normalise(typed) is None
    assert not is_valid(typed)


def test_every_single_character_error_is_detected():
    for _ in range(20):
        plain = generate().replace("-", "")
        for position in range(len(plain)):
            for char in ALPHABET:
                if char != plain[position]:
                    assert not is_valid(plain[:position] + char + plain[position + 1 :])


def test_lowercase_and_lookalikes_still_validate():
    code = generate()
    assert is_valid(code.lower())
    assert is_valid(code.replace("-", " "))
