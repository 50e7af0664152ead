# A small image that runs the bot; the SQLite database lives on the /data volume.
#   docker build -t cardtable .
#   docker run -d --env-file .env -v cardtable-data:/data cardtable
# or, with compose.yaml:  docker compose up -d
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    DATABASE_URL=sqlite:////data/cardtable.db

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-cache-dir . \
    && useradd --system --home-dir /app cardtable \
    && mkdir /data && chown cardtable /data

USER cardtable
VOLUME ["/data"]
# The bot runs from /, so the default relative URL sqlite:///data/cardtable.db is the volume too:
# an env file that leaves DATABASE_URL blank or sets that relative URL keeps the database on /data.
WORKDIR /
# Python takes SIGINT as a request to stop: the bot closes its connections and database cleanly.
STOPSIGNAL SIGINT
CMD ["python", "-m", "bot"]
