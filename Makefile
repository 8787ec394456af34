# The two commands of README.md, plus `make stop` for the private database.
.PHONY: run test stop

run:
	@scripts/dev.sh run

test:
	@scripts/dev.sh test $(PYTEST_ARGS)

stop:
	@scripts/dev.sh stop
