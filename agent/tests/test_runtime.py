"""The Docker runtime's refusals that need no daemon: a full disk, a GPU the machine lacks,
a failed pull, and a version without an image (the journey suite runs the rest for real)."""

from collections import namedtuple

import pytest
from docker.errors import APIError, ImageNotFound
from zcompute_agent import runtime as docker_runtime
from zcompute_agent.errors import CommandFailed
from zcompute_agent.runtime import AppSpec, DockerRuntime

Usage = namedtuple("Usage", "total used free")


class Images:
    def __init__(self, failure=None):
        self.failure = failure

    def get(self, image):
        raise ImageNotFound(image)

    def pull(self, image):
        if self.failure:
            raise self.failure


class Client:
    """Just enough of the Docker SDK's client for the checks before anything is made."""

    def __init__(self, failure=None):
        self.images = Images(failure)

    def info(self):
        return {"DockerRootDir": "/var/lib/docker"}


def runtime(failure=None, has_gpu=False):
    return DockerRuntime(device_id="ABCD-EFGH-JKLM", client=Client(failure), has_gpu=has_gpu)


def test_a_full_disk_is_refused_before_a_pull(monkeypatch):
    monkeypatch.setattr(docker_runtime.shutil, "disk_usage", lambda path: Usage(10**12, 10**12 - 10**6, 10**6))
    with pytest.raises(CommandFailed) as refused:
        runtime().pull("ollama/ollama:0.5.7")
    assert refused.value.code == "insufficient_disk"


def test_a_pull_that_runs_out_of_space_or_fails(monkeypatch):
    monkeypatch.setattr(docker_runtime.shutil, "disk_usage", lambda path: Usage(10**12, 0, 10**12))
    with pytest.raises(CommandFailed) as full:
        runtime(APIError("write /var/lib/docker/x: no space left on device")).pull("a/b:1")
    assert full.value.code == "insufficient_disk"
    with pytest.raises(CommandFailed) as missing:
        runtime(APIError("pull access denied for a/b")).pull("a/b:1")
    assert missing.value.code == "image_pull_failed" and "a/b:1" in missing.value.detail


def test_an_app_that_needs_a_gpu_on_a_machine_without_one():
    spec = AppSpec.of({"image": "a/b:1", "port": 80, "gpu": True}, {})
    with pytest.raises(CommandFailed) as refused:
        runtime(has_gpu=False).create(7, spec)
    assert refused.value.code == "gpu_unavailable"


def test_the_settings_become_the_containers_variables():
    spec = AppSpec.of(
        {"image": "a/b:1", "port": 80, "env": {"TOKEN": "token", "DEBUG": "debug", "UNSET": "missing"}},
        {"token": "s3", "debug": False},
    )
    assert spec.env == {"TOKEN": "s3", "DEBUG": "false"}
    with pytest.raises(CommandFailed) as refused:
        AppSpec.of({"port": 80}, {})
    assert refused.value.code == "config_invalid"
