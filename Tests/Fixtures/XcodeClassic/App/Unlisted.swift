// Listed in the group but in no target: never scanned.
import NoSuchModule
