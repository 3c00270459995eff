# Serves a page with $GREETING on port 8080; the greeting "refuse" stands for settings an app
# refuses (it exits at once), so the agent's handling of them can be tried.
bb=/bin/busybox
if [ "$GREETING" = "refuse" ]; then
  echo "hello-box: the greeting 'refuse' is refused" >&2
  exit 3
fi
greeting=$(echo "${GREETING:-Hello from my box}" | $bb sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g')
$bb mkdir -p /www /data
echo "<!doctype html><meta charset=utf-8><title>Hello box</title><h1>$greeting</h1>" > /www/index.html
exec $bb httpd -f -p 8080 -h /www
