# ruff: noqa: RUF001 - the Chinese texts use Chinese punctuation
"""The starter catalogue of the store: well-known self-hosted and AI apps. Staff change it in
the admin; `seed_demo` calls `catalogue_ensure_defaults()` so it is back after a database
flush. Only what is missing is created (by slug, and by version string), so staff edits to
existing entries are kept."""

from datetime import datetime
from typing import Any

from django.db import transaction

from apps.store.choices import AppDisplayType
from apps.store.config_schema import schema_check, schema_ordered
from apps.store.models import App, AppVersion, Label
from apps.store.services import app_version_add

GIB = 1024**3

LABELS = [
    # slug, English, Chinese
    ("ai", "AI", "人工智能"),
    ("media", "Media", "影音"),
    ("storage", "Storage", "存储"),
    ("dev", "Development", "开发"),
    ("games", "Games", "游戏"),
    ("home", "Smart home", "智能家居"),
    ("remote", "Remote access", "远程访问"),
]


def _password(minimum: int = 8) -> dict[str, Any]:
    return {
        "type": "string",
        "title": {"en": "Admin password", "zh": "管理员密码"},
        "format": "password",
        "minLength": minimum,
        "maxLength": 64,
    }


def _port(default: int) -> dict[str, Any]:
    return {
        "type": "integer",
        "title": {"en": "Port", "zh": "端口"},
        "default": default,
        "minimum": 1024,
        "maximum": 65535,
    }


def _schema(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required}


def _model(choices: list[str]) -> dict[str, Any]:
    return {"type": "string", "title": {"en": "Model", "zh": "模型"}, "enum": choices, "default": choices[0]}


def _gpu_share() -> dict[str, Any]:
    return {
        "type": "integer",
        "title": {"en": "GPU memory share (%)", "zh": "显存占用比例（%）"},
        "default": 90,
        "minimum": 10,
        "maximum": 100,
    }


# Texts are (English, Chinese); "min" is (CPU cores, memory GiB, disk GiB, GPU memory GiB);
# versions are (version, English notes, Chinese notes, release date).
APPS: list[dict[str, Any]] = [
    {
        "slug": "jupyter-lab",
        "name": ("Jupyter Lab", "Jupyter Lab"),
        "summary": ("Notebooks for data science and machine learning", "面向数据科学与机器学习的交互式笔记本"),
        "description": (
            "JupyterLab is the web-based environment for notebooks, code and data. Run Python with "
            "the GPU's CUDA libraries ready, keep your work on the device's disk.",
            "JupyterLab 是基于网页的笔记本、代码与数据环境。预装 GPU 的 CUDA 库运行 Python，工作内容保存在设备磁盘上。",
        ),
        "type": AppDisplayType.AI_COMPUTE,
        "labels": ["ai", "dev"],
        "min": (2, 4, 20, 0),
        "schema": _schema(
            {
                "token": {**_password(12), "title": {"en": "Access token", "zh": "访问令牌"}},
                "port": {
                    **_port(8888),
                    "description": {
                        "en": "The AI API's address uses it, so it stays as installed.",
                        "zh": "AI 接口的地址使用该端口，安装后不可更改。",
                    },
                    "readOnly": True,
                },
                "gpu": {"type": "boolean", "title": {"en": "Use the GPU", "zh": "使用 GPU"}, "default": True},
            },
            ["token"],
        ),
        "versions": [
            ("4.1.8", "Bug fixes.", "问题修复。", "2025-01-10"),
            ("4.2.5", "Faster start, new settings editor.", "启动更快，新的设置编辑器。", "2025-06-02"),
        ],
    },
    {
        "slug": "stable-diffusion-webui",
        "name": ("Stable Diffusion WebUI", "Stable Diffusion 绘图"),
        "summary": ("Generate images from text prompts", "根据文字描述生成图片"),
        "description": (
            "AUTOMATIC1111's web interface for Stable Diffusion: text to image, image to image, "
            "inpainting and extensions.",
            "AUTOMATIC1111 的 Stable Diffusion 网页界面：文生图、图生图、局部重绘与扩展插件。",
        ),
        "type": AppDisplayType.AI_COMPUTE,
        "labels": ["ai", "media"],
        "min": (4, 16, 40, 8),
        "schema": _schema(
            {
                "model": _model(["sd-1.5", "sdxl-base-1.0", "sd-3-medium"]),
                "port": _port(7860),
                "password": _password(),
            },
            ["password"],
        ),
        "versions": [
            ("1.9.4", "Stability fixes.", "稳定性修复。", "2024-06-01"),
            ("1.10.1", "SD3 support and fixes.", "支持 SD3 并修复问题。", "2025-02-15"),
        ],
    },
    {
        "slug": "ollama",
        "name": ("Ollama", "Ollama"),
        "summary": ("Run large language models locally", "在本地运行大语言模型"),
        "description": (
            "Ollama serves open large language models such as Llama, Qwen and DeepSeek through a "
            "simple HTTP API compatible with OpenAI clients.",
            "Ollama 通过兼容 OpenAI 客户端的简单 HTTP 接口提供 Llama、通义千问、DeepSeek 等开源大模型服务。",
        ),
        "type": AppDisplayType.AI_SERVER,
        "labels": ["ai"],
        "min": (4, 8, 50, 8),
        "schema": _schema(
            {
                "model": _model(["qwen2.5:7b", "llama3.1:8b", "deepseek-r1:14b", "gemma2:9b"]),
                "port": _port(11434),
                "context_length": {
                    "type": "integer",
                    "title": {"en": "Context length (tokens)", "zh": "上下文长度（token）"},
                    "default": 8192,
                    "minimum": 2048,
                    "maximum": 131072,
                },
            },
            ["model"],
        ),
        "versions": [
            ("0.5.7", "New models.", "新增模型。", "2025-01-20"),
            ("0.6.2", "Faster model loading.", "模型加载更快。", "2025-03-18"),
        ],
    },
    {
        "slug": "vllm",
        "name": ("vLLM", "vLLM"),
        "summary": ("High-throughput LLM inference server", "高吞吐量大模型推理服务"),
        "description": (
            "vLLM serves large language models with PagedAttention and continuous batching, exposing "
            "an OpenAI-compatible API.",
            "vLLM 借助 PagedAttention 与连续批处理提供大模型推理，并提供兼容 OpenAI 的接口。",
        ),
        "type": AppDisplayType.AI_COMPUTE,
        "labels": ["ai", "dev"],
        "min": (8, 32, 100, 16),
        "schema": _schema(
            {
                "model": _model(["Qwen/Qwen2.5-7B-Instruct", "meta-llama/Llama-3.1-8B-Instruct"]),
                "port": _port(8000),
                "gpu_memory_utilization": _gpu_share(),
                "api_key": {**_password(16), "title": {"en": "API key", "zh": "API 密钥"}},
            },
            ["model", "api_key"],
        ),
        "versions": [("0.8.2", "V1 engine by default.", "默认使用 V1 引擎。", "2025-03-25")],
    },
    {
        "slug": "nextcloud",
        "name": ("Nextcloud", "Nextcloud 私有云盘"),
        "summary": ("Your own cloud for files, calendars and contacts", "属于自己的文件、日历与通讯录云盘"),
        "description": (
            "Nextcloud keeps files, photos, calendars and contacts on your own device and syncs them "
            "to phones and computers.",
            "Nextcloud 将文件、照片、日历与通讯录保存在自己的设备上，并同步到手机和电脑。",
        ),
        "type": AppDisplayType.NAS,
        "labels": ["storage"],
        "min": (2, 4, 100, 0),
        "schema": _schema(
            {
                "admin_user": {
                    "type": "string",
                    "title": {"en": "Admin user name", "zh": "管理员用户名"},
                    "description": {
                        "en": "The account made at install; it cannot be renamed afterwards.",
                        "zh": "安装时创建的账号，之后不能改名。",
                    },
                    "readOnly": True,
                    "default": "admin",
                    "minLength": 3,
                    "maxLength": 32,
                },
                "admin_password": _password(10),
                "port": _port(8080),
            },
            ["admin_password"],
        ),
        "versions": [
            ("29.0.12", "Security fixes.", "安全修复。", "2025-02-01"),
            ("30.0.6", "New dashboard and faster sync.", "全新仪表盘，同步更快。", "2025-02-27"),
        ],
    },
    {
        "slug": "jellyfin",
        "name": ("Jellyfin", "Jellyfin 影音中心"),
        "summary": ("Stream your films, series and music", "在线播放你的电影、剧集与音乐"),
        "description": (
            "Jellyfin is a free media server: organise your library and stream it to any screen, with "
            "hardware transcoding on the GPU.",
            "Jellyfin 是免费的媒体服务器：整理影音库并推送到任意屏幕，支持 GPU 硬件转码。",
        ),
        "type": AppDisplayType.SERVER,
        "labels": ["media"],
        "min": (2, 2, 20, 0),
        "schema": _schema(
            {
                "port": _port(8096),
                "transcoding": {
                    "type": "string",
                    "title": {"en": "Hardware transcoding", "zh": "硬件转码"},
                    "enum": ["none", "nvenc", "vaapi"],
                    "default": "none",
                },
            },
            [],
        ),
        "versions": [("10.10.6", "Playback fixes.", "播放问题修复。", "2025-02-23")],
    },
    {
        "slug": "home-assistant",
        "name": ("Home Assistant", "Home Assistant 智能家居"),
        "summary": ("Control and automate your smart home", "控制并自动化你的智能家居"),
        "description": (
            "Home Assistant brings thousands of devices together on your own hardware, with "
            "automations that keep working without the internet.",
            "Home Assistant 在自己的硬件上连接数千种设备，自动化在断网时也能照常运行。",
        ),
        "type": AppDisplayType.LITE_APP,
        "labels": ["home"],
        "min": (1, 2, 32, 0),
        "schema": _schema(
            {
                "port": _port(8123),
                "time_zone": {
                    "type": "string",
                    "title": {"en": "Time zone", "zh": "时区"},
                    "default": "Asia/Shanghai",
                    "maxLength": 64,
                },
            },
            [],
        ),
        "versions": [("2025.3.4", "New integrations.", "新增集成。", "2025-03-21")],
    },
    {
        "slug": "ubuntu-desktop",
        "name": ("Ubuntu Desktop", "Ubuntu 桌面"),
        "summary": ("A full Linux desktop in your browser", "在浏览器中使用完整的 Linux 桌面"),
        "description": (
            "Ubuntu 24.04 LTS with the GNOME desktop, reachable from the browser; install any software you need.",
            "Ubuntu 24.04 LTS 搭配 GNOME 桌面，通过浏览器即可访问，可安装任何所需软件。",
        ),
        "type": AppDisplayType.DESKTOP,
        "labels": ["dev", "remote"],
        "min": (2, 4, 30, 0),
        "schema": _schema(
            {
                "user_password": {**_password(), "title": {"en": "User password", "zh": "用户密码"}},
                "resolution": {
                    "type": "string",
                    "title": {"en": "Screen resolution", "zh": "屏幕分辨率"},
                    "enum": ["1280x720", "1920x1080", "2560x1440"],
                    "default": "1920x1080",
                },
            },
            ["user_password"],
        ),
        "versions": [("24.04.2", "Point release with a newer kernel.", "小版本更新，内核更新。", "2025-02-20")],
    },
    {
        "slug": "rustdesk",
        "name": ("RustDesk Server", "RustDesk 远程桌面"),
        "summary": ("Your own remote desktop relay", "自建远程桌面中继服务"),
        "description": (
            "RustDesk's ID and relay servers on your device: remote control your computers without a "
            "third-party service.",
            "在设备上运行 RustDesk 的 ID 与中继服务器，无需第三方服务即可远程控制电脑。",
        ),
        "type": AppDisplayType.REMOTE_DESKTOP,
        "labels": ["remote"],
        "min": (1, 1, 5, 0),
        "schema": _schema(
            {
                "key": {**_password(16), "title": {"en": "Server key", "zh": "服务器密钥"}},
                "relay_port": _port(21117),
            },
            [],
        ),
        "versions": [("1.1.14", "Connection fixes.", "连接问题修复。", "2025-01-12")],
    },
    {
        "slug": "gitea",
        "name": ("Gitea", "Gitea 代码托管"),
        "summary": ("Lightweight self-hosted Git service", "轻量级自托管 Git 服务"),
        "description": (
            "Gitea hosts Git repositories with pull requests, issues, a package registry and CI "
            "actions, in one small binary.",
            "Gitea 以单个小巧程序托管 Git 仓库，提供合并请求、工单、软件包仓库与 CI 流水线。",
        ),
        "type": AppDisplayType.SERVER,
        "labels": ["dev"],
        "min": (1, 1, 10, 0),
        "schema": _schema(
            {
                "admin_password": _password(),
                "port": _port(3000),
                "registration": {
                    "type": "boolean",
                    "title": {"en": "Allow sign-up", "zh": "允许注册"},
                    "default": False,
                },
            },
            ["admin_password"],
        ),
        "versions": [
            ("1.22.6", "Security fixes.", "安全修复。", "2024-12-12"),
            ("1.23.5", "Actions improvements.", "流水线改进。", "2025-03-04"),
        ],
    },
    {
        "slug": "minecraft-server",
        "name": ("Minecraft Server", "我的世界服务器"),
        "summary": ("Host a Minecraft world for your friends", "为朋友们开一个我的世界服务器"),
        "description": (
            "A Java Edition server (Paper) with a whitelist and automatic world backups.",
            "Java 版服务器（Paper），支持白名单与世界存档自动备份。",
        ),
        "type": AppDisplayType.SERVER,
        "labels": ["games"],
        "min": (2, 4, 10, 0),
        "schema": _schema(
            {
                "port": _port(25565),
                "max_players": {
                    "type": "integer",
                    "title": {"en": "Maximum players", "zh": "最大玩家数"},
                    "default": 10,
                    "minimum": 1,
                    "maximum": 100,
                },
                "difficulty": {
                    "type": "string",
                    "title": {"en": "Difficulty", "zh": "难度"},
                    "enum": ["peaceful", "easy", "normal", "hard"],
                    "default": "normal",
                },
                "memory_gib": {
                    "type": "number",
                    "title": {"en": "Memory for the server (GiB)", "zh": "服务器内存（GiB）"},
                    "default": 4,
                    "minimum": 1,
                    "maximum": 64,
                },
            },
            [],
        ),
        "versions": [("1.21.4", "The Garden Awakens.", "苍园觉醒更新。", "2024-12-03")],
    },
    {
        "slug": "syncthing",
        "name": ("Syncthing", "Syncthing 文件同步"),
        "summary": ("Continuous peer-to-peer file sync", "点对点持续文件同步"),
        "description": (
            "Syncthing keeps folders in sync between your devices, encrypted, without any cloud in between.",
            "Syncthing 在你的设备之间加密同步文件夹，中间不经过任何云端。",
        ),
        "type": AppDisplayType.LITE_APP,
        "labels": ["storage"],
        "min": (1, 1, 5, 0),
        "schema": _schema(
            {"gui_password": {**_password(), "title": {"en": "Web UI password", "zh": "网页界面密码"}}},
            ["gui_password"],
        ),
        "versions": [("1.29.3", "Performance improvements.", "性能改进。", "2025-03-11")],
    },
    {
        "slug": "hello-box",
        "name": ("Hello box", "你好盒子"),
        "summary": ("A small web page to try a box with", "用来试用盒子的小网页"),
        "description": (
            "A tiny web server that shows your greeting: install it on a box that runs the device agent, "
            "rent it out and open it through the box's gateway. Its image is built on the box "
            "(agent/README.md), so nothing is downloaded.",
            "一个显示你的问候语的小型网页服务：安装到运行设备代理的盒子上，出租后通过盒子的网关打开。"
            "它的镜像在盒子上构建（见 agent/README.md），无需下载。",
        ),
        "type": AppDisplayType.SERVER,
        "labels": ["dev"],
        "min": (1, 0, 0, 0),
        "schema": _schema(
            {
                "greeting": {
                    "type": "string",
                    "title": {"en": "Greeting", "zh": "问候语"},
                    "default": "Hello from my box",
                    "maxLength": 100,
                },
            },
            [],
        ),
        "versions": [("1", "First release.", "首个版本。", "2026-11-29")],
    },
]


# How a box's agent runs each app's versions in Docker (apps/store/runtime.py); `{version}`
# is the version's own. The gateway serves each app at `/{app id}/`: apps with absolute links
# are told that path. Apps without a runtime run only on simulated boxes (Jellyfin and Home
# Assistant cannot serve under a path, the desktops and game servers are not HTTP).
RUNTIMES: dict[str, dict[str, Any]] = {
    "hello-box": {"image": "zcompute/hello-box:{version}", "port": 8080, "env": {"GREETING": "greeting"}},
    "jupyter-lab": {
        "image": "jupyter/base-notebook:lab-{version}",
        "port": 8888,
        "env": {"JUPYTER_TOKEN": "token"},
        "env_fixed": {"NOTEBOOK_ARGS": "--ServerApp.base_url={prefix}/"},
        "keep_prefix": True,
        "data_path": "/home/jovyan/work",
    },
    "ollama": {"image": "ollama/ollama:{version}", "port": 11434, "data_path": "/root/.ollama"},
    "nextcloud": {
        "image": "nextcloud:{version}",
        "port": 80,
        "env": {"NEXTCLOUD_ADMIN_USER": "admin_user", "NEXTCLOUD_ADMIN_PASSWORD": "admin_password"},
        "env_fixed": {"OVERWRITEWEBROOT": "{prefix}"},
        "data_path": "/var/www/html",
    },
    "gitea": {
        "image": "gitea/gitea:{version}",
        "port": 3000,
        "env_fixed": {"GITEA__server__ROOT_URL": "{url}/"},
        "data_path": "/data",
    },
    "syncthing": {"image": "syncthing/syncthing:{version}", "port": 8384, "data_path": "/var/syncthing"},
}


def _runtime(slug: str, version: str) -> dict[str, Any]:
    runtime = RUNTIMES.get(slug)
    return {**runtime, "image": runtime["image"].format(version=version)} if runtime else {}


@transaction.atomic
def catalogue_ensure_defaults() -> int:
    """Creates the starter labels, apps and versions that are missing; answers how many apps
    it created."""
    labels = {}
    for position, (slug, name_en, name_zh) in enumerate(LABELS):
        labels[slug], _new = Label.objects.get_or_create(
            slug=slug, defaults={"name_en": name_en, "name_zh": name_zh, "position": (position + 1) * 10}
        )
    created = 0
    for entry in APPS:
        schema = schema_ordered(entry["schema"])
        schema_check(schema)
        cores, memory, disk, vram = entry["min"]
        app, new = App.objects.get_or_create(
            slug=entry["slug"],
            defaults={
                "name_en": entry["name"][0],
                "name_zh": entry["name"][1],
                "summary_en": entry["summary"][0],
                "summary_zh": entry["summary"][1],
                "description_en": entry["description"][0],
                "description_zh": entry["description"][1],
                "display_type": entry["type"],
                "published": True,
                "min_cpu_cores": cores,
                "min_memory_bytes": memory * GIB,
                "min_disk_bytes": disk * GIB,
                "min_gpu_vram_bytes": vram * GIB,
                "config_schema": schema,
            },
        )
        if new:
            app.labels.set([labels[slug] for slug in entry["labels"]])
            created += 1
        known = set(AppVersion.objects.filter(app=app).values_list("version", flat=True))
        # in release order, so on a new app (or one without versions) the newest ends up the
        # latest; an app with versions keeps the latest staff chose
        for version, notes_en, notes_zh, released in sorted(entry["versions"], key=lambda v: v[3]):
            if version not in known:
                app_version_add(
                    app=app,
                    version=version,
                    notes_en=notes_en,
                    notes_zh=notes_zh,
                    released_at=datetime.fromisoformat(f"{released}T00:00:00+00:00"),
                    latest=new or not known,
                    runtime=_runtime(entry["slug"], version),
                )
    return created
