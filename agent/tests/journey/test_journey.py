"""A real box: the agent registers this machine, its owner binds it and installs the "Hello
box" app, which runs in a real container; they rent it out, a second person rents it and
fetches its page through the box's gateway with the rental's key, which stops working when
the rental ends; uninstalling removes the container and unbinding releases everything. Then
`kill -9` of the agent mid-install and mid-uninstall, and a restart that converges."""

import signal

import requests

from .conftest import IMAGE, NETWORK, wait_for

GREETING = "Hello from a real box"


def bind(alice, box) -> int:
    device_id = box.register()
    box.start()
    device = alice.call("POST", "cim/v1/devices/bind", {"device_id": device_id})
    wait_for(lambda: alice.call("GET", f"cim/v1/devices/{device['id']}")["status"] == "online", what="the box online")
    return device["id"]


def hello_box_id(alice) -> int:
    items = alice.call("GET", "rmp/v1/store/apps?q=Hello%20box")["items"]
    return next(item["id"] for item in items if item["name"] == "Hello box")


def app_status(alice, installed_id) -> str:
    return alice.call("GET", f"cim/v1/apps/{installed_id}")["status"]


def install(alice, device_id, greeting=GREETING) -> int:
    body = {"device_id": device_id, "app_id": hello_box_id(alice), "config": {"greeting": greeting}}
    return alice.call("POST", "cim/v1/apps/install", body)["id"]


def uninstall(alice, installed_id) -> None:
    """Stops the app (its container stops) and uninstalls it, as the console's buttons do."""
    alice.call("POST", f"cim/v1/apps/{installed_id}/actions", {"action": "stop"})
    wait_for(lambda: app_status(alice, installed_id) == "stopped", what="the app stopped")
    alice.call("POST", f"cim/v1/apps/{installed_id}/actions", {"action": "uninstall"})


def container(daemon, installed_id):
    """The app's container as the list shows it (sparse: no inspect that a removal could race)."""
    found = daemon.containers.list(all=True, filters={"name": f"zc-app-{installed_id}"}, sparse=True)
    return found[0] if found else None


def ask(url, **headers):
    return requests.get(url, headers=headers, timeout=10, allow_redirects=False)


def test_a_renter_reaches_a_running_app_through_the_gateway_until_the_rental_ends(people, agent_box, daemon):
    alice, bob = people["alice"], people["bob"]
    box = agent_box("journey-box")
    device_id = bind(alice, box)
    device = alice.call("GET", f"cim/v1/devices/{device_id}")
    assert device["cpu_cores"] >= 1 and device["memory_bytes"] > 0  # the machine's own figures

    installed_id = install(alice, device_id)
    wait_for(lambda: app_status(alice, installed_id) == "running", what="the app running")
    running = container(daemon, installed_id)
    running.reload()  # every attribute, not only the list's
    assert running.status == "running" and running.image.tags == [IMAGE]
    assert running.labels["io.zcompute.app-id"] == str(installed_id)
    assert running.attrs["HostConfig"]["NetworkMode"] == NETWORK
    ports = running.attrs["NetworkSettings"]["Ports"]["8080/tcp"]
    assert [binding["HostIp"] for binding in ports] == ["127.0.0.1"]  # published on loopback only

    alice.call(
        "PUT",
        f"cim/v1/apps/{installed_id}/sharing",
        {"sharing_mode": "manual", "rentable": True, "price_per_hour": "1.00"},
    )
    listing_id = alice.call("GET", f"cim/v1/apps/{installed_id}")["listing_id"]
    assert listing_id is not None

    rental = bob.call("POST", "rmp/v1/rentals", {"listing_id": listing_id, "price_per_hour": "1.00", "max_hours": 1})
    wait_for(
        lambda: bob.call("GET", f"rmp/v1/rentals/{rental['id']}")["status"] == "rental_ongoing",
        what="the rental ongoing",
    )
    access = bob.call("GET", f"rmp/v1/rentals/{rental['id']}/access")
    assert access["kind"] == "gateway"
    url, key = access["gateway"]["url"], access["gateway"]["api_key"]
    assert url == f"{box.gateway}/{installed_id}/"

    assert ask(url).status_code == 401
    assert ask(url, Authorization="Bearer zk-not-a-key").status_code == 403
    page = ask(url, Authorization=f"Bearer {key}")
    assert page.status_code == 200 and GREETING in page.text
    browser = requests.Session()
    handed = browser.get(f"{url}?key={key}", allow_redirects=False, timeout=10)
    assert handed.status_code == 303 and handed.headers["Location"] == f"/{installed_id}/"
    assert GREETING in browser.get(url, timeout=10).text  # with the cookie alone

    bob.call("POST", f"rmp/v1/rentals/{rental['id']}/end")
    wait_for(
        lambda: ask(url, Authorization=f"Bearer {key}").status_code == 403,
        seconds=6,
        what="the ended rental's key refused",
    )
    assert browser.get(url, timeout=10).status_code == 403
    owners = alice.call("GET", f"cim/v1/apps/{installed_id}")
    assert owners["status"] == "running"

    uninstall(alice, installed_id)
    wait_for(lambda: app_status(alice, installed_id) == "not_install", what="the app uninstalled")
    assert container(daemon, installed_id) is None
    assert not daemon.volumes.list(filters={"name": f"zc-app-{installed_id}-data"})

    again = install(alice, device_id)
    wait_for(lambda: app_status(alice, again) == "running", what="the second install running")
    alice.call("POST", f"cim/v1/devices/{device_id}/unbind")
    wait_for(lambda: container(daemon, again) is None, what="the release removing the app")


def test_a_kill_mid_install_then_a_restart_converges(people, agent_box, daemon):
    alice = people["alice"]
    box = agent_box("journey-crash-install")
    device_id = bind(alice, box)
    box.stop()
    box.start(ZC_AGENT_CRASH_AT="install_carried_out")  # dies with the container made, unanswered
    installed_id = install(alice, device_id)
    wait_for(lambda: box.process.poll() is not None, what="the agent killed mid-install")
    assert box.process.returncode == -signal.SIGKILL
    assert app_status(alice, installed_id) in ("installing", "downloading")
    box.start()
    wait_for(lambda: app_status(alice, installed_id) == "running", what="the install finished after the restart")
    assert container(daemon, installed_id).status == "running"
    assert len(daemon.containers.list(all=True, filters={"label": f"io.zcompute.app-id={installed_id}"})) == 1
    log = alice.call("GET", f"cim/v1/apps/{installed_id}")
    assert log["status"] == "running"


def test_a_kill_mid_uninstall_then_a_restart_converges(people, agent_box, daemon):
    alice = people["alice"]
    box = agent_box("journey-crash-uninstall")
    device_id = bind(alice, box)
    installed_id = install(alice, device_id)
    wait_for(lambda: app_status(alice, installed_id) == "running", what="the app running")
    box.stop()
    box.start(ZC_AGENT_CRASH_AT="uninstall_container_removed")
    wait_for(lambda: alice.call("GET", f"cim/v1/devices/{device_id}")["status"] == "online", what="back online")
    uninstall(alice, installed_id)
    wait_for(lambda: box.process.poll() is not None, what="the agent killed mid-uninstall")
    assert app_status(alice, installed_id) == "uninstalling"
    box.start()
    wait_for(lambda: app_status(alice, installed_id) == "not_install", what="the uninstall answered after the restart")
    assert container(daemon, installed_id) is None
    assert not daemon.volumes.list(filters={"name": f"zc-app-{installed_id}-data"})


def test_an_image_that_cannot_be_pulled_and_settings_the_app_refuses_are_answered_with_their_codes(
    people, agent_box, daemon
):
    alice = people["alice"]
    box = agent_box("journey-bad-input")
    device_id = bind(alice, box)
    items = alice.call("GET", "rmp/v1/store/apps?q=Gitea")["items"]
    gitea = next(item["id"] for item in items if item["name"] == "Gitea")  # its image is not here, nor pullable
    body = {"device_id": device_id, "app_id": gitea, "config": {"admin_password": "Journey2026pass"}}
    unpulled = alice.call("POST", "cim/v1/apps/install", body)["id"]
    wait_for(lambda: app_status(alice, unpulled) == "installation_failed", what="the install failing")
    failed = next(row for row in alice.call("GET", f"cim/v1/apps/{unpulled}")["log"] if row["error_code"])
    assert failed["error_code"] == "image_pull_failed" and "gitea/gitea" in failed["detail"]
    assert container(daemon, unpulled) is None

    refused = install(alice, device_id, greeting="refuse")  # the image exits at once with it
    wait_for(lambda: app_status(alice, refused) == "failed", what="the start failing")
    failed = next(row for row in alice.call("GET", f"cim/v1/apps/{refused}")["log"] if row["error_code"])
    assert failed["error_code"] == "config_invalid" and "refused" in failed["detail"]
    assert container(daemon, refused).status == "exited"
