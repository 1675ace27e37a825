-- Sends the paths listed in the file WRK_PATHS (one a line) in turn, so each request asks for something else,
-- and prints wrk's figures as wrk-summary.lua does (WRK_SUMMARY is that script's path).
local paths = {}
for line in io.lines(os.getenv('WRK_PATHS')) do
  if line ~= '' then paths[#paths + 1] = line end
end
local next_path = 0

request = function()
  next_path = next_path % #paths + 1
  return wrk.format('GET', paths[next_path])
end

dofile(os.getenv('WRK_SUMMARY'))
