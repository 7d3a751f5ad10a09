# How long each stage of a run took (sourced by .ci/run and scripts/test.sh). stage_begin
# ends the stage before it; stages_report prints the table. Under .ci/run, test.sh appends
# its stages to the file named by STAGE_TIMES and .ci/run prints one table for both.

stage_times=${STAGE_TIMES:-$(mktemp)}
stage_name='' stage_started=0

stage_end() {
  [[ -n $stage_name ]] || return 0
  printf '%s\t%s\n' "$((SECONDS - stage_started))" "$stage_name" >>"$stage_times"
  stage_name=''
}

stage_begin() {
  stage_end
  stage_name=$1 stage_started=$SECONDS
  printf '\n== %s\n' "$1"
}

stages_report() {
  stage_end
  [[ -s $stage_times ]] || return 0
  printf '\n== time per stage\n'
  awk -F'\t' '{ total += $1; printf "%6dm %02ds  %s\n", $1 / 60, $1 % 60, $2 }
    END { printf "%6dm %02ds  total\n", total / 60, total % 60 }' "$stage_times"
}
