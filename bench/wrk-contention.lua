-- Sends each booking body of BENCH_JOBS (one JSON per line) once. Competing bodies sit next to each other in
-- the file, so with many connections they are in flight together. Once every body is sent, idle connections
-- ask /health (200) until the last booking answers; those answers are not counted. wrk runs for its whole
-- duration regardless, so the counts are written to BENCH_RESULT the moment the last booking answers, and
-- contention.ts times the run by that file and stops wrk.
local bodies = {}
for line in io.lines(os.getenv("BENCH_JOBS")) do bodies[#bodies + 1] = line end

local sent, answered, booked, conflicts, others = 0, 0, 0, 0, ""

-- wrk builds one request per thread that it never sends, so the first request built is a /health probe.
request = function()
  sent = sent + 1
  local body = bodies[sent - 1]
  if body == nil then return wrk.format("GET", "/health") end
  return wrk.format("POST", "/appointment-management/v2/appointments",
    { ["Content-Type"] = "application/json" }, body)
end

response = function(status)
  if status == 200 then return end
  answered = answered + 1
  if status == 201 then booked = booked + 1
  elseif status == 409 then conflicts = conflicts + 1
  else others = others .. status .. "," end
  if answered == #bodies then
    local file = io.open(os.getenv("BENCH_RESULT"), "w")
    file:write(string.format('{"booked":%d,"conflicts":%d,"others":"%s"}\n', booked, conflicts, others))
    file:close()
    wrk.thread:stop()
  end
end
