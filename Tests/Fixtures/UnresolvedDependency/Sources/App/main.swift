import Remote
import my_lib

print(greeting())
