# Finds the processes a command left running (sourced by .ci/run). leftovers_begin puts this
# shell in a cgroup of its own, which every child joins and no setsid or daemon leaves;
# leftovers_check then names, stops and fails on anything still in it. Without a writable
# cgroup2 (not root), the check compares process lists from before and after instead.
# Containers live in Docker's cgroups: the check compares `docker ps` from before and after.

leftovers_begin() {
  leftovers_group='' leftovers_home='' leftovers_before=''
  leftovers_containers=$(docker ps -q 2>/dev/null | sort)
  local root
  root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
  if [[ -n $root && -w $root ]]; then
    leftovers_home=$root$(awk -F: '$1 == "0" { print $3 }' /proc/self/cgroup)
    leftovers_group=$root/site-tests-$$
    if mkdir "$leftovers_group" 2>/dev/null && echo "$BASHPID" >"$leftovers_group/cgroup.procs" 2>/dev/null; then
      return 0
    fi
    rmdir "$leftovers_group" 2>/dev/null
    leftovers_group=''
  fi
  leftovers_before=$(ps -e -o pid= | tr -d ' ' | sort)
}

# Prints "pid command" for each process left; this shell and its own children are not counted.
leftovers_list() {
  if [[ -n $leftovers_group ]]; then
    local pid
    while read -r pid; do
      [[ -n $pid ]] && printf '%s %s\n' "$pid" "$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
    done <"$leftovers_group/cgroup.procs"
    return 0
  fi
  # One snapshot: kernel threads (kthreadd's), zombies and this shell's own descendants do not
  # count.
  ps -e -o pid=,ppid=,stat=,args= | awk -v self=$$ -v before="${leftovers_before//$'\n'/ }" '
    BEGIN { n = split(before, b, " "); for (i = 1; i <= n; i++) old[b[i]] = 1 }
    { parent[$1] = $2; zombie[$1] = $3 ~ /^Z/; line[$1] = $0 }
    END {
      for (p in parent) {
        if (p in old || p == 2 || parent[p] == 2 || zombie[p]) continue
        q = p; ours = 0
        while (q > 1) { if (q == self) { ours = 1; break }; q = parent[q] }
        if (!ours) { sub(/^ *[0-9]+ +[0-9]+ +[^ ]+ +/, "", line[p]); print p, line[p] }
      }
    }'
}

# Prints "container <id> <name>" for each container started since leftovers_begin.
leftovers_containers_list() {
  local id name
  docker ps --format '{{.ID}} {{.Names}}' 2>/dev/null | while read -r id name; do
    grep -q "^$id" <<<"$leftovers_containers" || printf 'container %s %s\n' "$id" "$name"
  done
}

leftovers_check() {
  if [[ -n $leftovers_group ]]; then
    # This shell leaves the group, so that only what the command started is counted.
    echo "$BASHPID" >"$leftovers_home/cgroup.procs"
  fi
  # A server told to stop may still be finishing: give it up to 15 seconds.
  local left='' containers='' _
  for _ in $(seq 1 30); do
    left=$(leftovers_list) containers=$(leftovers_containers_list)
    [[ -z $left$containers ]] && break
    sleep 0.5
  done
  if [[ -z $left$containers ]]; then
    [[ -n $leftovers_group ]] && rmdir "$leftovers_group"
    echo "No process or container of the run is left running."
    return 0
  fi
  echo "These processes of the run were left running (now stopped):" >&2
  sed '/^$/d; s/^/  /' <<<"$left"$'\n'"$containers" >&2
  [[ -n $left ]] && kill -KILL $(cut -d' ' -f1 <<<"$left") 2>/dev/null
  [[ -n $containers ]] && docker rm -f $(cut -d' ' -f2 <<<"$containers") >/dev/null 2>&1
  [[ -n $leftovers_group ]] && for _ in $(seq 1 20); do rmdir "$leftovers_group" 2>/dev/null && break; sleep 0.25; done
  return 1
}
