"""How fast the market's search answers on PostgreSQL (pg_trgm: substring and trigram word
similarity through the GIN index), through the API in this process.

Needs DATABASE_URL pointing at a PostgreSQL database it may fill (its tables are made by
`migrate`; run it on a database of its own). Fills 100,000 listings of forty apps (many
providers list the same app) with labels and GPU models, then asks
`GET /api/rmp/v1/market/search?q=...` with exact, partial, Chinese and misspelled queries.

    DATABASE_URL=postgres://user:pass@127.0.0.1:5432/bench .venv/bin/python bench/market_search.py

Prints p50 and p95 (the issue's target: p50 <= 20 ms) and what each query found.
Without PostgreSQL it says so and stops.
"""

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from nearby import configure, listing_base, summary  # noqa: E402

# English, Chinese
APPS = [
    ("Ollama", "奥拉玛大模型"), ("vLLM", "推理服务"), ("Stable Diffusion WebUI", "稳定扩散绘图"),
    ("Jupyter Lab", "交互式笔记本"), ("Nextcloud", "私有云盘"), ("Jellyfin", "影音中心"), ("Gitea", "代码托管"),
    ("Minecraft Server", "我的世界服务器"), ("Ubuntu Desktop", "乌班图桌面"), ("Syncthing", "文件同步"),
    ("Home Assistant", "智能家居中枢"), ("RustDesk", "远程桌面"), ("ComfyUI", "节点绘图"), ("Open WebUI", "对话界面"),
    ("LocalAI", "本地智能"), ("Whisper", "语音识别"), ("Immich", "相册备份"), ("PhotoPrism", "照片管理"),
    ("Plex", "媒体服务器"), ("Emby", "家庭影院"), ("Navidrome", "音乐服务器"), ("Vaultwarden", "密码管理"),
    ("Pi-hole", "广告拦截"), ("AdGuard Home", "家庭防护"), ("Grafana", "监控面板"), ("Prometheus", "指标采集"),
    ("PostgreSQL", "关系数据库"), ("Redis", "缓存数据库"), ("MinIO", "对象存储"), ("Portainer", "容器管理"),
    ("Code Server", "网页版编辑器"), ("Blender Render", "三维渲染"), ("Folding@home", "蛋白质折叠"),
    ("Kiwix", "离线百科"), ("Transmission", "下载工具"), ("qBittorrent", "种子下载"), ("FileBrowser", "文件浏览"),
    ("Paperless", "文档归档"), ("Calibre Web", "电子书库"), ("Matrix Synapse", "即时通讯"),
]  # fmt: skip
LABELS = [("ai", "AI", "人工智能"), ("media", "Media", "影音"), ("storage", "Storage", "存储"), ("dev", "Dev", "开发")]
GPUS = ["NVIDIA RTX 4090", "NVIDIA RTX 3090", "NVIDIA A10", "NVIDIA T4", ""]
# exact, partial, Chinese, misspelled, a label, a GPU model
QUERIES = ["ollama", "cloud", "影音", "私有云", "olama", "jelyfin", "nextclod", "stable difusion", "media", "4090"]
SEARCH = "/api/rmp/v1/market/search"


def fill(count: int) -> None:
    """`count` listings of the forty `APPS` (store apps with one of the `LABELS` each), one
    in five without a GPU."""
    from decimal import Decimal

    from django.db import transaction

    from apps.listings.models import Listing
    from apps.store.models import Label
    from apps.store.tests.helpers import make_app

    rng = random.Random(17)
    with transaction.atomic():
        shared, installs = listing_base(count, provider_name="bench-search-provider")
        labels = [
            Label.objects.create(slug=slug, name_en=name_en, name_zh=name_zh, position=n)
            for n, (slug, name_en, name_zh) in enumerate(LABELS)
        ]
        apps = [
            make_app(name_en=name_en, name_zh=name_zh, summary_en="", summary_zh="", labels=(labels[n % len(LABELS)],))
            for n, (name_en, name_zh) in enumerate(APPS)
        ]
        listings = []
        for n, installed in enumerate(installs):
            app, label = apps[n % len(APPS)], labels[n % len(APPS) % len(LABELS)]
            gpu = GPUS[n % len(GPUS)]
            listings.append(
                Listing(
                    installed_app=installed,
                    **{**shared, "app": app},
                    name_en=app.name_en,
                    name_zh=app.name_zh,
                    labels=[{"slug": label.slug, "name_en": label.name_en, "name_zh": label.name_zh}],
                    gpus=[{"name": gpu, "passthrough": True, "vram_bytes": 0}] if gpu else [],
                    gpu_models=gpu,
                    price_per_hour=Decimal(rng.randrange(50, 2000)) / 100,
                )
            )
        Listing.objects.bulk_create(listings, batch_size=5000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--listings", type=int, default=100_000, choices=range(1000, 1_000_001), metavar="1000..")
    parser.add_argument("--calls", type=int, default=300, choices=range(10, 10_001), metavar="10..10000")
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
        raise SystemExit("Set DATABASE_URL to a PostgreSQL database of its own (the search under test is pg_trgm's).")
    configure()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client

    call_command("migrate", verbosity=0)
    call_command("flush", interactive=False, verbosity=0)  # a database of its own: emptied first
    started = time.perf_counter()
    fill(args.listings)
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE listings_listing")  # as autovacuum leaves a live table
    print(f"{args.listings} listings on {connection.vendor} in {time.perf_counter() - started:.1f} s")
    client = Client(HTTP_HOST="127.0.0.1")
    found = {}
    for q in QUERIES:  # warm, and what each finds
        data = client.get(SEARCH, {"q": q}).json()["data"]
        found[q] = (data["total"], data["items"][0]["name"] if data["items"] else "-")
    spent = []
    for n in range(args.calls):
        started = time.perf_counter()
        response = client.get(SEARCH, {"q": QUERIES[n % len(QUERIES)], "limit": 20})
        spent.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"unexpected answer {response.status_code}: {response.content[:200]!r}")
    p50, p95 = summary(spent)
    print(f"search: p50 {p50:.1f} ms, p95 {p95:.1f} ms ({len(spent)} calls)")
    for q, (total, first) in found.items():
        print(f"  {q!r}: {total} found, first {first!r}")


if __name__ == "__main__":
    main()
