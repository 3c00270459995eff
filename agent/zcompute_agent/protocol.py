"""The agent protocol's calls over HTTP (docs/api/agent.md): the server's envelope
`{code, msg, data}`, the device's ID and secret in headers. The secret never goes into a log
or an error's text."""

from typing import Any

import requests

PREFIX = "/api/cim/v1/agent"
TIMEOUT = 15.0


class ProtocolError(Exception):
    """The server refused a call (`status`, the envelope's `error` code) or could not be reached
    (`status` 0)."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


class Server:
    def __init__(self, base_url: str, *, device_id: str = "", secret: str = "", timeout: float = TIMEOUT) -> None:
        self.base = base_url.rstrip("/") + PREFIX
        self.device_id = device_id
        self.secret = secret
        self.timeout = timeout
        self.http = requests.Session()

    def _post(self, path: str, body: dict[str, Any], *, signed: bool = True) -> dict[str, Any]:
        headers = {"X-Device-Id": self.device_id, "X-Device-Secret": self.secret} if signed else {}
        try:
            response = self.http.post(f"{self.base}/{path}", json=body, headers=headers, timeout=self.timeout)
        except requests.RequestException as exc:
            raise ProtocolError(0, "unreachable", type(exc).__name__) from None
        try:
            payload = response.json()
        except ValueError:
            raise ProtocolError(response.status_code, "not_json", response.reason) from None
        if response.status_code != 200 or not isinstance(payload, dict):
            error = payload.get("error", "") if isinstance(payload, dict) else ""
            message = payload.get("msg", "") if isinstance(payload, dict) else ""
            raise ProtocolError(response.status_code, str(error), str(message))
        return payload.get("data") or {}

    def register(self, body: dict[str, Any]) -> dict[str, Any]:
        answer = self._post("register", body, signed=False)
        self.device_id, self.secret = answer["device_id"], answer["device_secret"]
        return answer

    def heartbeat(self, body: dict[str, Any]) -> dict[str, Any]:
        return self._post("heartbeat", body)

    def result(self, command_id: int, *, success: bool, detail: str, code: str | None = None) -> None:
        """Answers a command; one the server already finished (it expired meanwhile) is done too."""
        body: dict[str, Any] = {"success": success, "detail": detail}
        if code:
            body["code"] = code
        try:
            self._post(f"commands/{command_id}/result", body)
        except ProtocolError as refusal:
            if refusal.code not in ("command_finished", "not_found"):
                raise

    def progress(self, command_id: int, status: str) -> None:
        self._post(f"commands/{command_id}/progress", {"status": status})

    def verify(self, app_id: int, api_key: str) -> bool:
        return bool(self._post("access/verify", {"app_id": app_id, "api_key": api_key}).get("valid"))
