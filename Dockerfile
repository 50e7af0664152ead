# A small image that runs the bot; the SQLite database lives on the /data volume.
#   docker build -t cardtable .
#   docker run -d --env-file .env -v cardtable-data:/data cardtable
# or, with compose.yaml:  docker compose up -d
# The base image is pinned to a patch release of Python 3.11 on one Debian release, so a rebuild
# gets the same interpreter; raise it deliberately (docker build --build-arg PYTHON_IMAGE=…).
ARG PYTHON_IMAGE=python:3.11.14-slim-bookworm
FROM ${PYTHON_IMAGE}

# METRICS_PORT: the health endpoint the HEALTHCHECK below asks, on 127.0.0.1 inside the container
# only (METRICS_HOST=0.0.0.0 and a published port let a Prometheus outside scrape it too).
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    DATABASE_URL=sqlite:////data/cardtable.db \
    METRICS_PORT=9100

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
# (the catalogues parsed once here, into the package's cache: the bot's user cannot write there)
RUN pip install --no-cache-dir . \
    && python -c "from bot.render.i18n import catalog; catalog()" \
    && useradd --system --home-dir /app cardtable \
    && mkdir /data && chown cardtable /data

USER cardtable
VOLUME ["/data"]
# The bot runs from /, so the default relative URL sqlite:///data/cardtable.db is the volume too:
# an env file that leaves DATABASE_URL blank or sets that relative URL keeps the database on /data.
WORKDIR /
# Python takes SIGINT as a request to stop: the bot closes its connections and database cleanly.
STOPSIGNAL SIGINT
# Healthy while the gateway is connected and the database answers (/healthz, docs/operations.md).
# With METRICS_PORT set blank (an env file's METRICS_PORT=) there is nothing to ask: it passes.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health", "--optional"]
CMD ["python", "-m", "bot"]
