"""The filesystem broker of `make run` and the end-to-end suite, which hands over whole messages.

Kombu's filesystem transport writes a message file in place, so a worker listing the folder
can take the file before its content is written: the empty message stopped the worker and, with
it, everything `scripts/serve.py` runs. Here a message is written under a name no queue reads
(a leading dot) and renamed into place once whole: a rename within one folder is atomic.
"""

import os
import uuid
from time import monotonic

from kombu.exceptions import ChannelError
from kombu.transport import filesystem
from kombu.utils.encoding import str_to_bytes
from kombu.utils.json import dumps


class Channel(filesystem.Channel):
    # Kombu's own bases name the second argument differently (`message`, `payload`).
    def _put(self, queue: str, payload: dict, **kwargs: object) -> None:  # type: ignore[override]
        name = f"{round(monotonic() * 1000)}_{uuid.uuid4()}.{queue}.msg"
        final = os.path.join(self.data_folder_out, name)
        partial = os.path.join(self.data_folder_out, f".{name}.part")
        try:
            with open(partial, "wb") as file:
                file.write(str_to_bytes(dumps(payload)))
            os.replace(partial, final)
        except OSError as exc:
            raise ChannelError(f"Cannot add file {final!r} to directory") from exc


class Transport(filesystem.Transport):
    Channel = Channel
