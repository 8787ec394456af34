FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .
# collectstatic needs settings to load; the real SECRET_KEY comes from the environment at run time.
RUN SECRET_KEY=collectstatic-only DATABASE_URL=postgres://build@localhost/build python manage.py collectstatic --noinput

RUN useradd --system --uid 1000 groupsite && mkdir -p /app/media && chown -R groupsite /app
USER groupsite

EXPOSE 8000
# Entries stored by the previous release or templates count as missing: stored again before serving
# (pages render the missing ones meanwhile; a restart with nothing changed stores none).
CMD ["sh", "-c", "python manage.py migrate --noinput && python manage.py fill_stored_entries && exec gunicorn --config gunicorn.conf.py groupsite.wsgi:application"]
