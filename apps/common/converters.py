"""`<id:name>` in URL patterns: a row's integer id. A number beyond what the database's
64-bit ids hold does not match the pattern, so it answers 404 like any unknown id instead
of failing in the database."""

ID_MAX = 2**63 - 1


class IdConverter:
    regex = "[0-9]+"

    def to_python(self, value: str) -> int:
        number = int(value)
        if number > ID_MAX:
            raise ValueError(f"id {value} out of range")
        return number

    def to_url(self, value: int) -> str:
        return str(value)
